import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { races, sportEvents } from '../../db/schema';
import type { LiveBus } from '../live';
import { sportUpdateOf } from './sport-update-of';

/** How long after the off a race is expected to be over, weigh-in and objections included. */
const RACE_EXPECTED_MINUTES = 30;
/** How long after kick-off a fixture is expected to be over; a sport not named here gets the longest. */
const SPORT_EXPECTED_MINUTES: Record<string, number> = { football: 120, basketball: 150, tennis: 240 };
const DEFAULT_SPORT_EXPECTED_MINUTES = 240;

/**
 * The leader's job for races and fixtures whose source never sent a result: once their expected end
 * is more than `graceHours` behind `now`, they become `result_pending` (betting closed, bets still
 * pending) and show in the back office for staff to enter the result or cancel them.
 */
export async function markResultsPending(
  db: Db,
  bus: LiveBus,
  options: { now: Date; graceHours: number },
): Promise<{ raceIds: number[]; eventIds: number[] }> {
  const graceMs = options.graceHours * 60 * 60_000;
  const raceCutoff = new Date(options.now.getTime() - graceMs - RACE_EXPECTED_MINUTES * 60_000);
  const raceRows = await db
    .update(races)
    .set({ status: 'result_pending', updatedAt: new Date() })
    .where(and(inArray(races.status, ['scheduled', 'live']), lt(races.scheduledTime, raceCutoff)))
    .returning({ id: races.id });

  const expectedMinutes = sql.join(
    [
      sql`case ${sportEvents.sport}`,
      ...Object.entries(SPORT_EXPECTED_MINUTES).map(([sport, minutes]) => sql`when ${sport} then ${minutes}::int`),
      sql`else ${DEFAULT_SPORT_EXPECTED_MINUTES}::int end`,
    ],
    sql` `,
  );
  const eventCutoff = new Date(options.now.getTime() - graceMs);
  const eventRows = await db
    .update(sportEvents)
    .set({ status: 'result_pending', updatedAt: new Date() })
    .where(
      and(
        inArray(sportEvents.status, ['scheduled', 'live']),
        // The index on scheduled_time narrows first; the sport's own length decides.
        lt(sportEvents.scheduledTime, eventCutoff),
        sql`${sportEvents.scheduledTime} + make_interval(mins => ${expectedMinutes}) < ${eventCutoff}`,
      ),
    )
    .returning({
      id: sportEvents.id,
      status: sportEvents.status,
      homeScore: sportEvents.homeScore,
      awayScore: sportEvents.awayScore,
      odds: sportEvents.odds,
    });

  for (const { id } of raceRows) await bus.publish({ type: 'race_status', raceId: id, status: 'result_pending' });
  for (const event of eventRows) await bus.publish(sportUpdateOf(event));
  return { raceIds: raceRows.map((row) => row.id), eventIds: eventRows.map((row) => row.id) };
}
