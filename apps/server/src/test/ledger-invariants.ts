import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { queryRows } from '../db/query-rows';

export type LedgerViolation = {
  userId: number;
  balance: string;
  ledgerSum: string;
  lastNewBalance: string;
  breaks: number;
};

/**
 * The wallet's invariants, checked in one query (for all users, or these): each balance equals its
 * ledger's last newBalance and the sum of its ledger, and each row's previousBalance is the
 * newBalance of the row before (the first starts from 0.00). Answers the users that break one.
 */
export async function findLedgerViolations(db: Db, userIds?: number[]): Promise<LedgerViolation[]> {
  const only = userIds ? sql`where user_id = any(${sql.param(userIds)}::int[])` : sql``;
  const rows = await queryRows<{
    id: number;
    balance: string;
    total: string | null;
    last: string | null;
    breaks: number | string | null;
  }>(
    db,
    sql`
      with chain as (
        select user_id, id, amount, previous_balance, new_balance,
          lag(new_balance) over (partition by user_id order by id) as before
        from balance_transactions ${only}
      ),
      per_user as (
        select user_id, sum(amount) as total, (array_agg(new_balance order by id desc))[1] as last,
          count(*) filter (where previous_balance <> coalesce(before, 0)) as breaks
        from chain group by user_id
      )
      select users.id, users.balance::text, per_user.total::text, per_user.last::text, per_user.breaks
      from users left join per_user on per_user.user_id = users.id
      where (${userIds ? sql`users.id = any(${sql.param(userIds)}::int[])` : sql`true`})
        and (coalesce(per_user.total, 0) <> users.balance or coalesce(per_user.last, 0) <> users.balance
          or coalesce(per_user.breaks, 0) > 0)
    `,
  );
  return rows.map((row) => ({
    userId: Number(row.id),
    balance: row.balance,
    ledgerSum: row.total ?? '0.00',
    lastNewBalance: row.last ?? '0.00',
    breaks: Number(row.breaks ?? 0),
  }));
}
