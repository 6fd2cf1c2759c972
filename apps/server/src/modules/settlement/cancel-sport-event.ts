import { RESULT_MESSAGES } from '@galope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sportEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { OPEN_STATUSES } from './cancel-race';
import { settleSportEvent } from './settle-sport-event';
import { sportUpdateOf } from './sport-update-of';

/** An administrator calls a sport event off: every pending bet on it is refunded by the settlement engine. */
export async function cancelSportEvent(
  db: Db,
  bus: LiveBus,
  options: { eventId: number; adminUserId: number; reason?: string },
) {
  const [event] = await db
    .update(sportEvents)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(sportEvents.id, options.eventId), inArray(sportEvents.status, OPEN_STATUSES)))
    .returning();
  if (!event) {
    const [exists] = await db
      .select({ id: sportEvents.id })
      .from(sportEvents)
      .where(eq(sportEvents.id, options.eventId));
    if (!exists) throw new AppError('NOT_FOUND', RESULT_MESSAGES.eventNotFound);
    throw new AppError('CONFLICT', 'Solo se puede cancelar un evento programado, en vivo o pendiente de resultado');
  }
  await recordAudit(db, {
    adminUserId: options.adminUserId,
    action: 'sport_event.cancel',
    targetType: 'sport_event',
    targetId: event.id,
    details: { reason: options.reason ?? null },
  });
  await bus.publish(sportUpdateOf(event));
  return settleSportEvent(db, bus, event.id);
}
