import type { TUpdateUserSettingsRequest, TUserSettings } from '@galope/contracts';
import { eq } from 'drizzle-orm';
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
  const [row] = await db
    .update(userSettings)
    .set({ ...changes, updatedAt: new Date() })
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
  };
}
