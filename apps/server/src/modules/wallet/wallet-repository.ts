import {
  type Cents,
  formatCents,
  parseCents,
  type TBalanceTotalsResponse,
  type TBalanceTransactionResponse,
  type TDashboardStatsResponse,
} from '@galope/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { bets, users } from '../../db/schema';
import { balanceTransactions } from './schema';

export async function findBalanceHistory(
  db: Db,
  userId: number,
  limit: number,
): Promise<TBalanceTransactionResponse[]> {
  const rows = await db
    .select()
    .from(balanceTransactions)
    .where(eq(balanceTransactions.userId, userId))
    .orderBy(desc(balanceTransactions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    amount: row.amount,
    previousBalance: row.previousBalance,
    newBalance: row.newBalance,
    description: row.description,
    descriptionCode: row.descriptionCode,
    descriptionParams: row.descriptionParams,
    relatedBetId: row.relatedBetId,
    adminUserId: row.adminUserId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Deposited, withdrawn, staked and won over the player's whole ledger, summed in the database. */
export async function getBalanceTotals(db: Db, userId: number): Promise<TBalanceTotalsResponse> {
  const total = (condition: ReturnType<typeof sql>, sign = 1) =>
    sql<string>`(${sign} * coalesce(sum(${balanceTransactions.amount}) filter (where ${condition}), 0))::numeric(14,2)::text`;
  const [row] = await db
    .select({
      totalDeposited: total(sql`${balanceTransactions.type} = 'deposit'`),
      // A withdrawal given back (rejected, cancelled) never left.
      totalWithdrawn: total(sql`${balanceTransactions.type} in ('withdrawal', 'withdrawal_reversal')`, -1),
      // A refunded stake was never at risk: bets are negative, their refunds positive.
      totalStaked: total(sql`${balanceTransactions.type} in ('bet', 'refund')`, -1),
      // A cash out is money a bet returned, like winnings.
      totalWon: total(sql`${balanceTransactions.type} in ('winnings', 'cash_out')`),
    })
    .from(balanceTransactions)
    .where(eq(balanceTransactions.userId, userId));
  return {
    totalDeposited: formatCents(parseCents(row!.totalDeposited) ?? 0),
    totalWithdrawn: formatCents(parseCents(row!.totalWithdrawn) ?? 0),
    totalStaked: formatCents(parseCents(row!.totalStaked) ?? 0),
    totalWon: formatCents(parseCents(row!.totalWon) ?? 0),
  };
}

/**
 * The dashboard's figures, summed in the database in one query. Cancelled bets do not count; what
 * cash outs paid counts as won, whatever became of the rest of the bet.
 */
export async function getDashboardStats(db: Db, userId: number): Promise<TDashboardStatsResponse> {
  const [row] = await db
    .select({
      totalBets: sql<number>`count(*) filter (where ${bets.status} <> 'cancelled')::int`,
      wonBets: sql<number>`count(*) filter (where ${bets.status} = 'won')::int`,
      lostBets: sql<number>`count(*) filter (where ${bets.status} = 'lost')::int`,
      pendingBets: sql<number>`count(*) filter (where ${bets.status} = 'pending')::int`,
      cashedOutBets: sql<number>`count(*) filter (where ${bets.status} = 'cashed_out')::int`,
      totalWagered: sql<string>`coalesce(sum(${bets.amount}) filter (where ${bets.status} <> 'cancelled'), 0)::numeric(14,2)::text`,
      totalWon: sql<string>`(coalesce(sum(coalesce(${bets.actualWinnings}, ${bets.potentialWinnings})) filter (where ${bets.status} = 'won'), 0) + coalesce(sum(${bets.cashOutValue}), 0))::numeric(14,2)::text`,
    })
    .from(bets)
    .where(eq(bets.userId, userId));
  const wagered = parseCents(row!.totalWagered) ?? 0;
  const won = parseCents(row!.totalWon) ?? 0;
  const totalBets = row!.totalBets;
  return {
    totalBets,
    wonBets: row!.wonBets,
    lostBets: row!.lostBets,
    pendingBets: row!.pendingBets,
    cashedOutBets: row!.cashedOutBets,
    totalWagered: formatCents(wagered),
    totalWon: formatCents(won),
    netProfit: formatCents(won - wagered),
    winRate: totalBets === 0 ? 0 : Math.round((row!.wonBets / totalBets) * 10_000) / 100,
  };
}

/** The current balance of each of these users, in cents (inside a transaction: as it stands there). */
export async function findBalances(db: Db | Tx, userIds: number[]): Promise<Map<number, Cents>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, balance: users.balance })
    .from(users)
    .where(sql`${users.id} = any(${sql.param(userIds)}::int[])`);
  return new Map(rows.map((row) => [row.id, parseCents(row.balance)!]));
}
