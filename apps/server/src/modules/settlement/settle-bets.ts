import { formatCents, type TLedgerTextParams } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import type { LiveBus } from '../live';
import { recordNotifications } from '../notifications';
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
 * Each bet settled tells its owner (`bet_settled`), in one more statement. Returns how many bets
 * settled; inside `withBalanceChanges`, every owner touched hears their balance and their
 * notifications once the caller's transaction commits.
 */
export async function settleBets(tx: Tx, bus: LiveBus, settlements: BetSettlement[]): Promise<{ settled: number }> {
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
  await notifyBetsSettled(
    tx,
    bus,
    mine.map(({ bet }) => bet.id),
  );
  return { settled: mine.length - refused.length };
}

/**
 * One `bet_settled` per bet these ids name that left pending (a payout put back to pending tells
 * nobody yet): what it paid or lost, and the race and runner or the match and selection, read in one
 * statement with the bets.
 */
async function notifyBetsSettled(tx: Tx, bus: LiveBus, betIds: string[]): Promise<void> {
  if (betIds.length === 0) return;
  await recordNotifications(
    tx,
    bus,
    sql`
      select b.user_id, 'bet_settled',
        jsonb_build_object(
          'betId', b.id::text,
          'outcome', case b.status when 'cancelled' then 'refunded' else b.status::text end,
          'stake', b.amount::text,
          'amount', (case b.status when 'won' then b.actual_winnings else b.amount end)::numeric(12, 2)::text,
          'race', r.name,
          'racetrack', t.name,
          'horse', h.name,
          'event', case when b.sport_event_id is null then null else b.home_team || ' vs ' || b.away_team end,
          'selection', coalesce(b.sport_team, b.sport_bet_type::text)
        ),
        null::varchar
      from bets b
      left join races r on r.id = b.race_id
      left join racetracks t on t.id = r.racetrack_id
      left join race_entries e on e.id = b.race_entry_id
      left join horses h on h.id = e.horse_id
      where b.id = any(${sql.param(betIds)}::uuid[]) and b.status <> 'pending'
    `,
  );
}
