import { formatCents, parseCents } from '@galope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets, sportEvents, users } from '../../db/schema';
import type { LiveBus } from '../live/live-bus';
import { sportBetOutcome } from './race-bet-outcome';
import { settleBet } from './settle-bet';

/** Settles the pending bets of a finished (on its final score) or cancelled event. Idempotent. */
export async function settleSportEvent(db: Db, bus: LiveBus, eventId: number): Promise<{ settled: number }> {
  const [event] = await db.select().from(sportEvents).where(eq(sportEvents.id, eventId));
  if (!event) return { settled: 0 };
  const cancelled = event.status === 'cancelled';
  if (!cancelled && (event.status !== 'finished' || event.homeScore === null || event.awayScore === null)) {
    return { settled: 0 };
  }
  const pending = await db
    .select()
    .from(bets)
    .where(and(eq(bets.sportEventId, eventId), eq(bets.status, 'pending')));
  const balances = new Map<number, number>();
  const settledFor = new Set<number>();
  for (const bet of pending) {
    const outcome = sportBetOutcome({
      selection: bet.sportBetType!,
      stakeCents: parseCents(bet.amount)!,
      potentialWinningsCents: parseCents(bet.potentialWinnings)!,
      eventCancelled: cancelled,
      homeScore: event.homeScore ?? 0,
      awayScore: event.awayScore ?? 0,
    });
    const moved = await settleBet(
      db,
      { id: bet.id, userId: bet.userId, description: `${bet.sportTeam}, ${event.homeTeam} vs ${event.awayTeam}` },
      outcome,
    );
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
  return { settled: pending.length };
}
