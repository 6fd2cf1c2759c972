import { formatCents, type TLedgerTextParams } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { announceBalances, applyBalanceChanges, type BalanceChange } from '../wallet';
import type { Outcome } from './race-bet-outcome';

export type BetSettlement = {
  /** `ledger`: what its winnings or refund row names (ledger-text.ts): the race's runner or the sport selection. */
  bet: { id: string; userId: number; ledger: { kind: 'race' | 'sport'; params: TLedgerTextParams } };
  outcome: Outcome;
};

/** Keys of the advisory locks that let one settlement of a race, or of a sport event, run at a time. */
export const SETTLEMENT_LOCK = { race: 7_310_020, sportEvent: 7_310_021 } as const;

/**
 * Settles a set of bets, each exactly once, with a fixed number of statements whatever their number,
 * inside the caller's transaction: one UPDATE moves the still-pending ones to their outcome (a bet
 * another settlement already changed is left alone, and only the bets this UPDATE changed are paid),
 * then the wallet credits the payouts in one statement. A payout the wallet cannot hold (the owner's
 * balance would pass the maximum) puts its bet back to pending, still owed, for a later sweep.
 * Returns how many bets settled; inside `withBalanceChanges`, every owner touched hears their balance
 * once the caller's transaction commits.
 */
export async function settleBets(tx: Tx, settlements: BetSettlement[]): Promise<{ settled: number }> {
  if (settlements.length === 0) return { settled: 0 };
  const changed = await queryRows<{ id: string }>(
    tx,
    sql`
      update bets set status = outcome.status::bet_status, settled_at = now(), actual_winnings = outcome.winnings
      from unnest(
        ${sql.param(settlements.map(({ bet }) => bet.id))}::uuid[],
        ${sql.param(settlements.map(({ outcome }) => outcome.status))}::text[],
        ${sql.param(settlements.map(({ outcome }) => formatCents(outcome.status === 'won' ? outcome.payoutCents : 0)))}::numeric[]
      ) as outcome(id, status, winnings)
      where bets.id = outcome.id and bets.status = 'pending'
      returning bets.id
    `,
  );
  const changedIds = new Set(changed.map((row) => row.id));
  const mine = settlements.filter(({ bet }) => changedIds.has(bet.id));

  const credits: BalanceChange[] = mine
    .filter(({ outcome }) => outcome.payoutCents > 0)
    .map(({ bet, outcome }) => ({
      userId: bet.userId,
      amountCents: outcome.payoutCents,
      type: outcome.status === 'cancelled' ? 'refund' : 'winnings',
      text: {
        code: `${bet.ledger.kind}_${outcome.status === 'cancelled' ? 'refund' : 'winnings'}` as const,
        params: bet.ledger.params,
      },
      relatedBetId: bet.id,
    }));
  const { refused } = await applyBalanceChanges(tx, credits);
  if (refused.length > 0) {
    await tx.execute(sql`
      update bets set status = 'pending', settled_at = null, actual_winnings = null
      where id = any(${sql.param(refused.map((credit) => credit.relatedBetId!))}::uuid[])
    `);
  }

  // A lost bet moves no money, but its owner's screens still need to hear that it settled.
  await announceBalances(tx, [...new Set(mine.map(({ bet }) => bet.userId))]);
  return { settled: mine.length - refused.length };
}
