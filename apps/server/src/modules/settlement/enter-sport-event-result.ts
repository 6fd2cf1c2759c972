import { RESULT_MESSAGES } from '@galope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sportEvents } from '../../db/schema';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { settleSportEvent } from './settle-sport-event';
import { sportUpdateOf } from './sport-update-of';
import { unclaimedError } from './unclaimed-error';

/**
 * Staff enter the final score of a fixture that never got one (`result_pending`); its bets settle
 * through the same engine as any other result, exactly once (the status guard admits one writer).
 */
export async function enterSportEventResult(
  db: Db,
  bus: LiveBus,
  options: { eventId: number; adminUserId: number; homeScore: number; awayScore: number },
): Promise<{ settled: number }> {
  const event = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sportEvents)
      .set({
        status: 'finished',
        homeScore: options.homeScore,
        awayScore: options.awayScore,
        actualStartTime: sql`coalesce(${sportEvents.actualStartTime}, ${sportEvents.scheduledTime})`,
        actualEndTime: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(sportEvents.id, options.eventId), eq(sportEvents.status, 'result_pending')))
      .returning();
    if (!claimed) {
      throw await unclaimedError(tx, sportEvents, options.eventId, {
        notFound: RESULT_MESSAGES.eventNotFound,
        conflict: RESULT_MESSAGES.eventNotPending,
      });
    }
    await recordAudit(tx, {
      adminUserId: options.adminUserId,
      action: 'sport_event.result_entered',
      targetType: 'sport_event',
      targetId: options.eventId,
      details: { homeScore: options.homeScore, awayScore: options.awayScore },
    });
    return claimed;
  });

  await bus.publish(sportUpdateOf(event));
  return settleSportEvent(db, bus, event.id);
}
