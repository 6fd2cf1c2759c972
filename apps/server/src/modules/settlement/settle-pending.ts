import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { bets, raceEntries, races, sportEvents } from '../../db/schema';
import type { LiveBus } from '../live';
import { notifySettledPools } from '../tote';
import { settleRace } from './settle-race';
import { settleSportEvent } from './settle-sport-event';

/**
 * The safety net run by the leader every few seconds: any race or event that is over (or has a
 * scratched runner) and still has pending bets, or an open tote pool, gets settled, whichever source
 * ended it and whether or not its own hook ran; and a settled pool whose owners were not told yet (the
 * server stopped between the money and the messages) is told.
 */
export async function settlePending(db: Db, bus: LiveBus): Promise<{ races: number; events: number }> {
  const raceRows = await db
    .selectDistinct({ id: bets.raceId })
    .from(bets)
    .innerJoin(races, eq(races.id, bets.raceId))
    .innerJoin(raceEntries, eq(raceEntries.id, bets.raceEntryId))
    .where(
      and(
        eq(bets.status, 'pending'),
        or(inArray(races.status, ['finished', 'cancelled']), eq(raceEntries.scratched, true)),
      ),
    );
  const eventRows = await db
    .selectDistinct({ id: bets.sportEventId })
    .from(bets)
    .innerJoin(sportEvents, eq(sportEvents.id, bets.sportEventId))
    .where(and(eq(bets.status, 'pending'), sql`${sportEvents.status} in ('finished', 'cancelled')`));
  // A race with tickets and no fixed-odds bet, or a daily double whose second leg has ended.
  const poolRaces = await queryRows<{ id: number }>(
    db,
    sql`select distinct p.race_id as id from tote_pools p
        join races first on first.id = p.race_id
        left join races second on second.id = p.second_race_id
        where p.status = 'open'
          and (first.status = 'cancelled' or second.status = 'cancelled'
            or (first.status = 'finished' and (p.second_race_id is null or second.status = 'finished')))`,
  );
  const raceIds = new Set([...raceRows.map(({ id }) => id), ...poolRaces.map(({ id }) => id)]);
  for (const id of raceIds) if (id !== null) await settleRace(db, bus, id);
  await notifySettledPools(db, bus);
  for (const { id } of eventRows) if (id !== null) await settleSportEvent(db, bus, id);
  return { races: raceIds.size, events: eventRows.length };
}
