import { parseCents } from '@galope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets, sportEvents } from '../../db/schema';
import type { LiveBus } from '../live';
import { withBalanceChanges } from '../wallet';
import { sportBetOutcome } from './race-bet-outcome';
import { SETTLEMENT_LOCK, settleBets } from './settle-bets';

/**
 * Settles the pending bets of a finished (on its final score) or cancelled event: one transaction,
 * a fixed number of statements, idempotent and safe to run concurrently (see `settleRace`).
 */
export async function settleSportEvent(db: Db, bus: LiveBus, eventId: number): Promise<{ settled: number }> {
  const { settled } = await withBalanceChanges(db, bus, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK.sportEvent}, ${eventId})`);
    const [event] = await tx.select().from(sportEvents).where(eq(sportEvents.id, eventId));
    if (!event) return { settled: 0 };
    const cancelled = event.status === 'cancelled';
    if (!cancelled && (event.status !== 'finished' || event.homeScore === null || event.awayScore === null)) {
      return { settled: 0 };
    }
    const pending = await tx
      .select({
        id: bets.id,
        userId: bets.userId,
        selection: bets.sportBetType,
        team: bets.sportTeam,
        // A partly cashed-out bet is decided on the stake it still has at risk (its potential winnings are that part's).
        stake: sql<string>`(${bets.amount} - ${bets.cashOutStake})::text`,
        potentialWinnings: bets.potentialWinnings,
      })
      .from(bets)
      .where(and(eq(bets.sportEventId, eventId), eq(bets.status, 'pending')))
      // The order each owner's ledger rows follow.
      .orderBy(bets.placedAt, bets.id);
    return settleBets(
      tx,
      bus,
      pending.map((bet) => ({
        bet: {
          id: bet.id,
          userId: bet.userId,
          ledger: {
            kind: 'sport',
            params: {
              selection: bet.selection!,
              team: bet.team ?? '',
              homeTeam: event.homeTeam,
              awayTeam: event.awayTeam,
            },
          },
        },
        outcome: sportBetOutcome({
          selection: bet.selection!,
          stakeCents: parseCents(bet.stake)!,
          potentialWinningsCents: parseCents(bet.potentialWinnings)!,
          eventCancelled: cancelled,
          homeScore: event.homeScore ?? 0,
          awayScore: event.awayScore ?? 0,
        }),
      })),
    );
  });
  return { settled };
}
