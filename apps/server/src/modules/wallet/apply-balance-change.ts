import { type Cents, formatCents, MESSAGES, parseCents, type TBalanceTransactionType } from '@galope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { balanceTransactions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type BalanceChange = {
  userId: number;
  /** Signed: negative debits. */
  amountCents: Cents;
  type: TBalanceTransactionType;
  description: string;
  relatedBetId?: string;
  adminUserId?: number;
};

/**
 * The only way a balance changes: one conditional UPDATE (which also takes the row lock, so two
 * concurrent debits queue instead of both reading the same balance) and its ledger row, inside the
 * caller's transaction. A debit that would take the balance below zero changes nothing.
 */
export async function applyBalanceChange(tx: Tx, change: BalanceChange) {
  const amount = formatCents(change.amountCents);
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${amount}::numeric`, updatedAt: new Date() })
    .where(and(eq(users.id, change.userId), sql`${users.balance} + ${amount}::numeric >= 0`))
    .returning({ balance: users.balance });
  if (!row) {
    const [current] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, change.userId));
    throw new AppError('INSUFFICIENT_BALANCE', MESSAGES.insufficientBalance, { balance: current?.balance ?? '0.00' });
  }
  const newBalanceCents = parseCents(row.balance)!;
  const [entry] = await tx
    .insert(balanceTransactions)
    .values({
      userId: change.userId,
      type: change.type,
      amount,
      previousBalance: formatCents(newBalanceCents - change.amountCents),
      newBalance: formatCents(newBalanceCents),
      description: change.description,
      relatedBetId: change.relatedBetId,
      adminUserId: change.adminUserId,
    })
    .returning();
  return { newBalanceCents, entry: entry! };
}
