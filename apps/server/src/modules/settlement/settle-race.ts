import { formatCents, parseCents, parseOddsHundredths, type TRaceBetType } from '@galope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets, horses, raceEntries, races, users } from '../../db/schema';
import type { LiveBus } from '../live/live-bus';
import { raceBetOutcome } from './race-bet-outcome';
import { settleBet } from './settle-bet';

/**
 * Settles every pending bet of a race that has finished or been cancelled (whatever source said so),
 * and refunds at once the pending bets on runners scratched from a race still to run. Safe to run
 * any number of times, concurrently, on any instance.
 */
export async function settleRace(db: Db, bus: LiveBus, raceId: number): Promise<{ settled: number }> {
  const [race] = await db.select({ status: races.status, name: races.name }).from(races).where(eq(races.id, raceId));
  if (!race) return { settled: 0 };
  const entries = await db
    .select({
      id: raceEntries.id,
      scratched: raceEntries.scratched,
      finishPosition: raceEntries.finishPosition,
      horse: horses.name,
    })
    .from(raceEntries)
    .innerJoin(horses, eq(horses.id, raceEntries.horseId))
    .where(eq(raceEntries.raceId, raceId));
  const over = race.status === 'finished' || race.status === 'cancelled';
  const scratchedIds = entries.filter((entry) => entry.scratched).map((entry) => entry.id);
  if (!over && scratchedIds.length === 0) return { settled: 0 };

  const pending = await db
    .select({
      id: bets.id,
      userId: bets.userId,
      entryId: bets.raceEntryId,
      betType: bets.betType,
      amount: bets.amount,
      odds: bets.odds,
    })
    .from(bets)
    .where(
      and(
        eq(bets.raceId, raceId),
        eq(bets.status, 'pending'),
        over ? undefined : inArray(bets.raceEntryId, scratchedIds),
      ),
    );

  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const positions = entries.filter((entry) => !entry.scratched).map((entry) => entry.finishPosition);
  const balances = new Map<number, number>();
  const settledFor = new Set<number>();
  let settled = 0;
  for (const bet of pending) {
    const entry = byId.get(bet.entryId!);
    if (!entry) continue;
    const outcome = raceBetOutcome({
      betType: bet.betType as TRaceBetType,
      stakeCents: parseCents(bet.amount)!,
      oddsHundredths: parseOddsHundredths(bet.odds)!,
      raceCancelled: race.status === 'cancelled',
      entry,
      positions,
    });
    const moved = await settleBet(
      db,
      { id: bet.id, userId: bet.userId, description: `${entry.horse}, ${race.name}` },
      outcome,
    );
    settled += 1;
    if (moved) balances.set(moved.userId, moved.newBalanceCents);
    else settledFor.add(bet.userId);
  }
  // A lost bet moves no money, but its owner's screens still need to hear that it settled.
  for (const userId of settledFor) {
    if (balances.has(userId)) continue;
    const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    if (row) balances.set(userId, parseCents(row.balance)!);
  }
  for (const [userId, cents] of balances) {
    await bus.publish({ type: 'balance_update', balance: formatCents(cents), userId });
  }
  return { settled };
}
