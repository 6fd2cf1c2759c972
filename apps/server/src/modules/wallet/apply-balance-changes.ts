import { type Cents, formatCents, ledgerTextEs, MAX_CENTS, parseCents } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import type { BalanceChange } from './apply-balance-change';
import { noteBalance } from './with-balance-changes';

/**
 * Many balance changes at once — a race's winnings and refunds — in one statement inside the
 * caller's transaction, whatever their number: the owners' rows are locked in id order (two
 * settlements sharing players never deadlock, and each reads the balance as last committed), each
 * owner's balance is updated once by the sum of their changes, and each change gets its ledger row,
 * chained per owner in the order given (previousBalance of one = newBalance of the one before).
 *
 * The bounds of `applyBalanceChange` hold: an owner's changes apply in order while the balance stays
 * between 0.00 and what numeric(12,2) holds; the first that would leave those bounds, and every later
 * one of that owner, change nothing and come back in `refused` for the caller to deal with (a
 * settlement leaves those bets pending, still owed) — never a lost cent. `balances` holds every
 * named owner's balance after the changes.
 */
export async function applyBalanceChanges(
  tx: Tx,
  changes: BalanceChange[],
): Promise<{ balances: Map<number, Cents>; refused: BalanceChange[] }> {
  if (changes.length === 0) return { balances: new Map(), refused: [] };
  for (const change of changes) {
    if (!Number.isSafeInteger(change.amountCents) || change.amountCents === 0)
      throw new RangeError(`Not a balance change: ${change.amountCents} cents`);
  }
  const max = formatCents(MAX_CENTS);
  const rows = await queryRows<{ user_id: number; balance: string; refused: number[] | null }>(
    tx,
    sql`
      with change as (
        select user_id, amount, type::balance_transaction_type as type, description, description_code,
          description_params, related_bet_id, related_tote_ticket_id, admin_user_id, ord::int as ord
        from unnest(
          ${sql.param(changes.map((change) => change.userId))}::int[],
          ${sql.param(changes.map((change) => formatCents(change.amountCents)))}::numeric[],
          ${sql.param(changes.map((change) => change.type))}::text[],
          ${sql.param(changes.map((change) => ledgerTextEs(change.text)))}::text[],
          ${sql.param(changes.map((change) => change.text.code))}::text[],
          ${sql.param(changes.map((change) => JSON.stringify(change.text.params)))}::jsonb[],
          ${sql.param(changes.map((change) => change.relatedBetId ?? null))}::uuid[],
          ${sql.param(changes.map((change) => change.relatedToteTicketId ?? null))}::int[],
          ${sql.param(changes.map((change) => change.adminUserId ?? null))}::int[]
        ) with ordinality as input(user_id, amount, type, description, description_code, description_params,
          related_bet_id, related_tote_ticket_id, admin_user_id, ord)
      ),
      owner as (
        select id, balance from users where id in (select user_id from change) order by id for update
      ),
      running as (
        select change.*, owner.balance as balance_before,
          owner.balance + sum(change.amount) over (partition by change.user_id order by change.ord) as new_balance
        from change join owner on owner.id = change.user_id
      ),
      chained as (
        select running.*,
          bool_and(new_balance between 0 and ${max}::numeric) over (partition by user_id order by ord) as applied
        from running
      ),
      accepted as (select * from chained where applied),
      updated as (
        update users set balance = total.new_balance, updated_at = now()
        from (select distinct on (user_id) user_id, new_balance from accepted order by user_id, ord desc) as total
        where users.id = total.user_id
        returning users.id
      ),
      ledger as (
        insert into balance_transactions
          (user_id, type, amount, previous_balance, new_balance, description, description_code, description_params,
           related_bet_id, related_tote_ticket_id, admin_user_id)
        select user_id, type, amount, new_balance - amount, new_balance, description, description_code,
          description_params, related_bet_id, related_tote_ticket_id, admin_user_id
        from accepted order by user_id, ord
        returning id
      )
      select user_id,
        coalesce((array_agg(new_balance order by ord desc) filter (where applied))[1], min(balance_before))::text
          as balance,
        array_agg(ord order by ord) filter (where not applied) as refused
      from chained group by user_id
    `,
  );
  const balances = new Map<number, Cents>();
  const refusedAt: number[] = [];
  for (const row of rows) {
    balances.set(Number(row.user_id), parseCents(row.balance)!);
    noteBalance(tx, Number(row.user_id), parseCents(row.balance)!);
    for (const ord of row.refused ?? []) refusedAt.push(Number(ord) - 1);
  }
  return { balances, refused: refusedAt.sort((a, b) => a - b).map((index) => changes[index]!) };
}
