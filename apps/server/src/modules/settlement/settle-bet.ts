import { type Cents, formatCents } from '@galope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets } from '../../db/schema';
import { applyBalanceChange } from '../wallet/apply-balance-change';
import type { Outcome } from './race-bet-outcome';

/**
 * Settles one bet, exactly once: the status changes only from pending (a second settlement, here or
 * on another instance, finds nothing to change), and the payout's ledger row is unique per bet.
 * Returns the owner's new balance when money moved.
 */
export async function settleBet(
  db: Db,
  bet: { id: string; userId: number; description: string },
  outcome: Outcome,
): Promise<{ userId: number; newBalanceCents: Cents } | undefined> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bets)
      .set({
        status: outcome.status,
        settledAt: new Date(),
        actualWinnings: outcome.status === 'won' ? formatCents(outcome.payoutCents) : '0.00',
      })
      .where(and(eq(bets.id, bet.id), eq(bets.status, 'pending')))
      .returning({ id: bets.id });
    if (!updated || outcome.payoutCents === 0) return undefined;
    const { newBalanceCents } = await applyBalanceChange(tx, {
      userId: bet.userId,
      amountCents: outcome.payoutCents,
      type: outcome.status === 'cancelled' ? 'refund' : 'winnings',
      description: `${outcome.status === 'cancelled' ? 'Devolución' : 'Ganancia'} — ${bet.description}`,
      relatedBetId: bet.id,
    });
    return { userId: bet.userId, newBalanceCents };
  });
}
