import { RESULT_MESSAGES } from '@galope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sportEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { settleSportEvent } from './settle-sport-event';
import { sportUpdateOf } from './sport-update-of';

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
      const [exists] = await tx
        .select({ id: sportEvents.id })
        .from(sportEvents)
        .where(eq(sportEvents.id, options.eventId));
      throw exists
        ? new AppError('CONFLICT', RESULT_MESSAGES.eventNotPending)
        : new AppError('NOT_FOUND', RESULT_MESSAGES.eventNotFound);
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
