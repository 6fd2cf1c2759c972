import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets, raceEntries, races, sportEvents } from '../../db/schema';
import type { LiveBus } from '../live';
import { settleRace } from './settle-race';
import { settleSportEvent } from './settle-sport-event';

/**
 * The safety net run by the leader every few seconds: any race or event that is over (or has a
 * scratched runner) and still has pending bets gets settled, whichever source ended it and whether
 * or not its own hook ran.
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
  for (const { id } of raceRows) if (id !== null) await settleRace(db, bus, id);
  for (const { id } of eventRows) if (id !== null) await settleSportEvent(db, bus, id);
  return { races: raceRows.length, events: eventRows.length };
}
