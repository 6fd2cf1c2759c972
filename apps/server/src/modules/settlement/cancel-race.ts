import { RESULT_MESSAGES } from '@galope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { races } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { settleRace } from './settle-race';

/** Statuses an administrator can still call off: open, or waiting for a result that never came. */
export const OPEN_STATUSES = ['scheduled', 'live', 'result_pending'] as const;

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
    const [exists] = await db.select({ id: races.id }).from(races).where(eq(races.id, options.raceId));
    if (!exists) throw new AppError('NOT_FOUND', RESULT_MESSAGES.raceNotFound);
    throw new AppError('CONFLICT', 'Solo se puede cancelar una carrera programada, en vivo o pendiente de resultado');
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
