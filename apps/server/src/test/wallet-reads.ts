import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { balanceTransactions, users } from '../db/schema';

/** A player's balance as the database holds it ("10.00"). */
export async function readBalance(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** A player's ledger rows, oldest first. */
export async function readLedger(db: Db, userId: number) {
  return db
    .select()
    .from(balanceTransactions)
    .where(eq(balanceTransactions.userId, userId))
    .orderBy(asc(balanceTransactions.id));
}
