import {
  NOTIFICATION_KINDS,
  type TNotificationKinds,
  type TUpdateUserSettingsRequest,
  type TUserSettings,
} from '@galope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { userSettings } from './schema';
import { ensureUserSettings } from '../auth';

export async function getUserSettings(db: Db, userId: number): Promise<TUserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (row) return toSettingsResponse(row);
  // Accounts get their row when created; this only covers one made some other way.
  await ensureUserSettings(db, userId);
  const [created] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return toSettingsResponse(created!);
}

export async function updateUserSettings(
  db: Db,
  { userId, changes }: { userId: number; changes: TUpdateUserSettingsRequest },
): Promise<TUserSettings> {
  await ensureUserSettings(db, userId);
  const { notificationKinds, ...rest } = changes;
  // Only the kinds named change: the new hidden list is worked out in the UPDATE from the stored one.
  const shown = Object.entries(notificationKinds ?? {})
    .filter(([, on]) => on)
    .map(([kind]) => kind);
  const hidden = Object.entries(notificationKinds ?? {})
    .filter(([, on]) => !on)
    .map(([kind]) => kind);
  const hiddenNotificationKinds =
    notificationKinds === undefined
      ? undefined
      : sql`array(
          select distinct kind from unnest(${userSettings.hiddenNotificationKinds} || ${sql.param(hidden)}::text[]) as kind
          where kind <> all(${sql.param(shown)}::text[]) order by kind
        )`;
  const [row] = await db
    .update(userSettings)
    .set({ ...rest, ...(hiddenNotificationKinds && { hiddenNotificationKinds }), updatedAt: new Date() })
    .where(eq(userSettings.userId, userId))
    .returning();
  return toSettingsResponse(row!);
}

function toSettingsResponse(row: typeof userSettings.$inferSelect): TUserSettings {
  return {
    emailNotifications: row.emailNotifications,
    pushNotifications: row.pushNotifications,
    marketingEmails: row.marketingEmails,
    theme: row.theme,
    timezone: row.timezone,
    currency: row.currency,
    oddsChangePolicy: row.oddsChangePolicy as TUserSettings['oddsChangePolicy'],
    oddsFormat: row.oddsFormat as TUserSettings['oddsFormat'],
    realityCheckMinutes: row.realityCheckMinutes,
    notificationKinds: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, !row.hiddenNotificationKinds.includes(kind)]),
    ) as TNotificationKinds,
  };
}
