import { type Cents, formatCents, MAX_CENTS, parseCents, type TBalanceTransactionType } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';

export type BalanceCredit = {
  userId: number;
  /** Positive: this path only ever adds money (winnings, refunds). */
  amountCents: Cents;
  type: TBalanceTransactionType;
  description: string;
  relatedBetId?: string;
};

/**
 * Many credits at once — a race's winnings and refunds — in one statement inside the caller's
 * transaction, whatever their number: the owners' rows are locked in id order (two settlements
 * sharing players never deadlock, and each reads the balance as last committed), each owner is
 * credited the sum of their credits in one UPDATE, and each credit gets its ledger row, chained per
 * owner in the order given (previousBalance of one = newBalance of the one before).
 *
 * Like `applyBalanceChange`, no balance passes what numeric(12,2) holds: an owner's credits are
 * applied in order while they fit, and the ones that would pass it change nothing and come back in
 * `refused` for the caller to keep owing (a settlement leaves those bets pending) — never a lost cent.
 * `balances` holds every named owner's balance after the credits.
 */
export async function applyBalanceCredits(
  tx: Tx,
  credits: BalanceCredit[],
): Promise<{ balances: Map<number, Cents>; refused: BalanceCredit[] }> {
  if (credits.length === 0) return { balances: new Map(), refused: [] };
  for (const credit of credits) {
    if (!Number.isSafeInteger(credit.amountCents) || credit.amountCents <= 0)
      throw new RangeError(`Not a credit: ${credit.amountCents} cents`);
  }
  const max = formatCents(MAX_CENTS);
  const rows = await queryRows<{ user_id: number; balance: string; refused: number[] | null }>(
    tx,
    sql`
      with credit as (
        select user_id, amount, type::balance_transaction_type as type, description, related_bet_id, ord::int as ord
        from unnest(
          ${sql.param(credits.map((credit) => credit.userId))}::int[],
          ${sql.param(credits.map((credit) => formatCents(credit.amountCents)))}::numeric[],
          ${sql.param(credits.map((credit) => credit.type))}::text[],
          ${sql.param(credits.map((credit) => credit.description))}::text[],
          ${sql.param(credits.map((credit) => credit.relatedBetId ?? null))}::uuid[]
        ) with ordinality as input(user_id, amount, type, description, related_bet_id, ord)
      ),
      owner as (
        select id, balance from users where id in (select user_id from credit) order by id for update
      ),
      chained as (
        select credit.*, owner.balance as balance_before,
          owner.balance + sum(credit.amount) over (partition by credit.user_id order by credit.ord) as new_balance
        from credit join owner on owner.id = credit.user_id
      ),
      paid as (select * from chained where new_balance <= ${max}::numeric),
      credited as (
        update users set balance = total.new_balance, updated_at = now()
        from (select user_id, max(new_balance) as new_balance from paid group by user_id) as total
        where users.id = total.user_id
        returning users.id
      ),
      ledger as (
        insert into balance_transactions (user_id, type, amount, previous_balance, new_balance, description, related_bet_id)
        select user_id, type, amount, new_balance - amount, new_balance, description, related_bet_id
        from paid order by user_id, ord
        returning id
      )
      select user_id,
        coalesce(max(new_balance) filter (where new_balance <= ${max}::numeric), min(balance_before))::text as balance,
        array_agg(ord) filter (where new_balance > ${max}::numeric) as refused
      from chained group by user_id
    `,
  );
  const balances = new Map<number, Cents>();
  const refused: BalanceCredit[] = [];
  for (const row of rows) {
    balances.set(Number(row.user_id), parseCents(row.balance)!);
    for (const ord of row.refused ?? []) refused.push(credits[Number(ord) - 1]!);
  }
  return { balances, refused };
}
