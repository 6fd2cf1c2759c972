import { RESULT_MESSAGES } from '@galope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { OPEN_STATUSES } from '../../db/open-from-source';
import { sportEvents } from '../../db/schema';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { settleSportEvent } from './settle-sport-event';
import { sportUpdateOf } from './sport-update-of';
import { unclaimedError } from './unclaimed-error';

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
    throw await unclaimedError(db, sportEvents, options.eventId, {
      notFound: RESULT_MESSAGES.eventNotFound,
      conflict: 'Solo se puede cancelar un evento programado, en vivo o pendiente de resultado',
    });
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
