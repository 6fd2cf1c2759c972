import type { TSportOdds } from '@galope/contracts';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { openFromSource } from '../../db/open-from-source';
import { sportEvents } from '../../db/schema';
import type { LiveEvent } from '../live';
import { planSportEvent, type SportPlan, sportStreamKey } from './plan-sport-event';

export type SportLoopContext = {
  db: Db;
  log: FastifyBaseLogger;
  publish(event: LiveEvent): Promise<void>;
  onSportEventFinished?: (eventId: number) => Promise<void>;
  /** Plans by event id, so a match is drawn once rather than on every tick. */
  plans: Map<number, { key: string; plan: SportPlan }>;
};

const MAX_UPDATES_PER_TICK = 60;

/**
 * Brings every started simulator fixture to its state at `simNow`: kick-off, each change of score or
 * price, the final whistle. Each change is one guarded UPDATE and one sport_update.
 */
export async function advanceSportEvents(context: SportLoopContext, clock: { simNow: Date }): Promise<void> {
  const { simNow } = clock;
  const rows = await context.db
    .select({
      id: sportEvents.id,
      externalId: sportEvents.externalId,
      sport: sportEvents.sport,
      tournament: sportEvents.tournament,
      homeTeam: sportEvents.homeTeam,
      awayTeam: sportEvents.awayTeam,
      scheduledTime: sportEvents.scheduledTime,
      status: sportEvents.status,
      homeScore: sportEvents.homeScore,
      awayScore: sportEvents.awayScore,
      odds: sportEvents.odds,
    })
    .from(sportEvents)
    .where(and(openFromSource(sportEvents, 'sim-'), lte(sportEvents.scheduledTime, simNow)))
    .orderBy(asc(sportEvents.scheduledTime))
    .limit(300);

  // Forget fixtures that left the loop some other way (cancelled, edited) so the cache stays small.
  const active = new Set(rows.map((row) => row.id));
  for (const id of context.plans.keys()) if (!active.has(id)) context.plans.delete(id);

  let updates = 0;
  for (const row of rows) {
    if (updates >= MAX_UPDATES_PER_TICK) break;
    const plan = planFor(context, row);
    const elapsed = (simNow.getTime() - row.scheduledTime.getTime()) / 1000;
    const state = plan.stateAt(elapsed);
    const finished = elapsed >= plan.durationSeconds;
    const status = finished ? ('finished' as const) : ('live' as const);
    // A fixture waiting for staff only leaves that state with its final score.
    if (row.status === 'result_pending' && !finished) continue;
    if (
      row.status === status &&
      row.homeScore === state.homeScore &&
      row.awayScore === state.awayScore &&
      sameOdds(row.odds, state.odds)
    ) {
      continue;
    }
    const [updated] = await context.db
      .update(sportEvents)
      .set({
        status,
        homeScore: state.homeScore,
        awayScore: state.awayScore,
        odds: state.odds,
        actualStartTime: row.scheduledTime,
        actualEndTime: finished ? new Date(row.scheduledTime.getTime() + plan.durationSeconds * 1000) : null,
        updatedAt: new Date(),
      })
      .where(and(eq(sportEvents.id, row.id), eq(sportEvents.status, row.status)))
      .returning({ id: sportEvents.id });
    updates += 1;
    if (!updated) continue;
    await context.publish({
      type: 'sport_update',
      eventId: row.id,
      status,
      homeScore: state.homeScore,
      awayScore: state.awayScore,
      odds: state.odds,
    });
    if (finished && context.onSportEventFinished) {
      try {
        await context.onSportEventFinished(row.id);
      } catch (error) {
        context.log.error({ err: error, eventId: row.id }, 'onSportEventFinished failed');
      }
    }
  }
}

function planFor(context: SportLoopContext, row: Parameters<typeof planSportEvent>[0] & { id: number }): SportPlan {
  const key = sportStreamKey(row);
  const cached = context.plans.get(row.id);
  if (cached?.key === key) return cached.plan;
  const plan = planSportEvent(row);
  context.plans.set(row.id, { key, plan });
  return plan;
}

function sameOdds(a: TSportOdds | null, b: TSportOdds): boolean {
  return a !== null && a.home === b.home && a.away === b.away && a.draw === b.draw;
}
