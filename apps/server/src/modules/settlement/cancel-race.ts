import { RESULT_MESSAGES } from '@galope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { OPEN_STATUSES } from '../../db/open-from-source';
import { races } from '../../db/schema';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { settleRace } from './settle-race';
import { unclaimedError } from './unclaimed-error';

/** An administrator calls a race off: every pending bet on it is refunded by the settlement engine. */
export async function cancelRace(
  db: Db,
  bus: LiveBus,
  options: { raceId: number; adminUserId: number; reason?: string },
) {
  const [race] = await db
    .update(races)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(races.id, options.raceId), inArray(races.status, OPEN_STATUSES)))
    .returning({ id: races.id });
  if (!race) {
    throw await unclaimedError(db, races, options.raceId, {
      notFound: RESULT_MESSAGES.raceNotFound,
      conflict: 'Solo se puede cancelar una carrera programada, en vivo o pendiente de resultado',
    });
  }
  await recordAudit(db, {
    adminUserId: options.adminUserId,
    action: 'race.cancel',
    targetType: 'race',
    targetId: race.id,
    details: { reason: options.reason ?? null },
  });
  await bus.publish({ type: 'race_status', raceId: race.id, status: 'cancelled' });
  return settleRace(db, bus, race.id);
}
