import { parseCents, parseOddsHundredths, type TRaceBetType } from '@galope/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets, horses, raceEntries, races } from '../../db/schema';
import type { LiveBus } from '../live';
import { selectRaceEntries } from '../racing';
import { settleTote } from '../tote';
import { withBalanceChanges } from '../wallet';
import { raceBetOutcome } from './race-bet-outcome';
import { type BetSettlement, SETTLEMENT_LOCK, settleBets } from './settle-bets';

/**
 * Settles every pending bet of a race that has finished or been cancelled (whatever source said so),
 * and refunds at once the pending bets on runners scratched from a race still to run. One
 * transaction with a fixed number of statements however many bets the race holds; safe to run any
 * number of times, concurrently, on any instance: settlements of one race queue on an advisory lock,
 * and the later one finds nothing pending. Owners hear their balance once the money has committed.
 */
export async function settleRace(
  db: Db,
  bus: LiveBus,
  raceId: number,
): Promise<{ settled: number; toteNotified: Promise<number> }> {
  const { settled } = await withBalanceChanges(db, bus, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK.race}, ${raceId})`);
    const [race] = await tx.select({ status: races.status, name: races.name }).from(races).where(eq(races.id, raceId));
    if (!race) return { settled: 0 };
    const entries = await selectRaceEntries(tx, {
      id: raceEntries.id,
      scratched: raceEntries.scratched,
      finishPosition: raceEntries.finishPosition,
      horse: horses.name,
    }).where(eq(raceEntries.raceId, raceId));
    const over = race.status === 'finished' || race.status === 'cancelled';
    const scratchedIds = entries.filter((entry) => entry.scratched).map((entry) => entry.id);
    if (!over && scratchedIds.length === 0) return { settled: 0 };

    const pending = await tx
      .select({
        id: bets.id,
        userId: bets.userId,
        entryId: bets.raceEntryId,
        betType: bets.betType,
        // A partly cashed-out bet is decided on the stake it still has at risk (its potential winnings are that part's).
        stake: sql<string>`(${bets.amount} - ${bets.cashOutStake})::text`,
        odds: bets.odds,
      })
      .from(bets)
      .where(
        and(
          eq(bets.raceId, raceId),
          eq(bets.status, 'pending'),
          over ? undefined : inArray(bets.raceEntryId, scratchedIds),
        ),
      )
      // The order each owner's ledger rows follow.
      .orderBy(bets.placedAt, bets.id);

    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const positions = entries.filter((entry) => !entry.scratched).map((entry) => entry.finishPosition);
    const settlements: BetSettlement[] = [];
    for (const bet of pending) {
      const entry = byId.get(bet.entryId!);
      if (!entry) continue;
      settlements.push({
        bet: {
          id: bet.id,
          userId: bet.userId,
          ledger: { kind: 'race', params: { horse: entry.horse, race: race.name } },
        },
        outcome: raceBetOutcome({
          betType: bet.betType as TRaceBetType,
          stakeCents: parseCents(bet.stake)!,
          oddsHundredths: parseOddsHundredths(bet.odds)!,
          raceCancelled: race.status === 'cancelled',
          entry,
          positions,
        }),
      });
    }
    return settleBets(tx, bus, settlements);
  });
  // The race's tote pools (and a daily double this race ends) settle after its fixed-odds bets; their
  // owners are told after the money is in (`toteNotified`, for a caller that must wait for it).
  const { notified } = await settleTote(db, bus, raceId);
  return { settled, toteNotified: notified };
}
