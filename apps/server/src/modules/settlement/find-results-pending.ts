import type { TResultsPendingResponse } from '@galope/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets, horses, raceEntries, races, racetracks, sportEvents } from '../../db/schema';
import { selectRaceEntries } from '../racing';

/** What the back office lists for staff to settle: every race and fixture waiting for a result, oldest first. */
export async function findResultsPending(db: Db): Promise<Omit<TResultsPendingResponse, 'graceHours'>> {
  const raceRows = await db
    .select({ id: races.id, name: races.name, racetrackName: racetracks.name, scheduledTime: races.scheduledTime })
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    .where(eq(races.status, 'result_pending'))
    .orderBy(asc(races.scheduledTime), asc(races.id));
  const eventRows = await db
    .select()
    .from(sportEvents)
    .where(eq(sportEvents.status, 'result_pending'))
    .orderBy(asc(sportEvents.scheduledTime), asc(sportEvents.id));
  const raceIds = raceRows.map((race) => race.id);
  const eventIds = eventRows.map((event) => event.id);

  const entries =
    raceIds.length === 0
      ? []
      : await selectRaceEntries(db, {
          raceId: raceEntries.raceId,
          id: raceEntries.id,
          horseName: horses.name,
          postPosition: raceEntries.postPosition,
          scratched: raceEntries.scratched,
        })
          .where(inArray(raceEntries.raceId, raceIds))
          .orderBy(asc(raceEntries.postPosition), asc(raceEntries.id));
  // Pending bets counted per race or per event, by the column that names what a bet is on.
  const pendingBetsBy = async (column: typeof bets.raceId | typeof bets.sportEventId, ids: number[]) =>
    ids.length === 0
      ? []
      : db
          .select({ id: column, pending: count() })
          .from(bets)
          .where(and(inArray(column, ids), eq(bets.status, 'pending')))
          .groupBy(column);
  const raceBets = await pendingBetsBy(bets.raceId, raceIds);
  const eventBets = await pendingBetsBy(bets.sportEventId, eventIds);
  const pendingOf = (rows: { id: number | null; pending: number }[], id: number) =>
    rows.find((row) => row.id === id)?.pending ?? 0;

  return {
    races: raceRows.map((race) => ({
      ...race,
      scheduledTime: race.scheduledTime.toISOString(),
      pendingBets: pendingOf(raceBets, race.id),
      entries: entries.filter((entry) => entry.raceId === race.id).map(({ raceId: _raceId, ...entry }) => entry),
    })),
    events: eventRows.map((event) => ({
      id: event.id,
      sport: event.sport,
      tournament: event.tournament,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      scheduledTime: event.scheduledTime.toISOString(),
      homeScore: event.homeScore,
      awayScore: event.awayScore,
      pendingBets: pendingOf(eventBets, event.id),
    })),
  };
}
