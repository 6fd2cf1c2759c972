import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { races, sportEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';
import type { LiveBus } from '../live/live-bus';
import { settleRace } from './settle-race';
import { settleSportEvent } from './settle-sport-event';

/** An administrator calls a race off: every pending bet on it is refunded by the settlement engine. */
export async function cancelRace(
  db: Db,
  bus: LiveBus,
  options: { raceId: number; adminUserId: number; reason?: string },
) {
  const [race] = await db
    .update(races)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(races.id, options.raceId), inArray(races.status, ['scheduled', 'live'])))
    .returning({ id: races.id });
  if (!race) throw new AppError('CONFLICT', 'Solo se puede cancelar una carrera programada o en vivo');
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

export async function cancelSportEvent(
  db: Db,
  bus: LiveBus,
  options: { eventId: number; adminUserId: number; reason?: string },
) {
  const [event] = await db
    .update(sportEvents)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(sportEvents.id, options.eventId), inArray(sportEvents.status, ['scheduled', 'live'])))
    .returning();
  if (!event) throw new AppError('CONFLICT', 'Solo se puede cancelar un evento programado o en vivo');
  await recordAudit(db, {
    adminUserId: options.adminUserId,
    action: 'sport_event.cancel',
    targetType: 'sport_event',
    targetId: event.id,
    details: { reason: options.reason ?? null },
  });
  await bus.publish({
    type: 'sport_update',
    eventId: event.id,
    status: 'cancelled',
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    odds: event.odds ?? null,
  });
  return settleSportEvent(db, bus, event.id);
}
