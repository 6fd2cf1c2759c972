import {
  type Cents,
  formatCents,
  ledgerTextEs,
  MAX_CENTS,
  MESSAGES,
  parseCents,
  type TBalanceTransactionType,
  type TLedgerText,
} from '@galope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { users } from '../../db/schema';
import { balanceTransactions } from './schema';
import { AppError } from '../../lib/app-error';
import { noteBalance } from './with-balance-changes';

const MAX_BALANCE = formatCents(MAX_CENTS);

export type BalanceChange = {
  userId: number;
  /** Signed: negative debits. */
  amountCents: Cents;
  type: TBalanceTransactionType;
  /** What the row says: a code and its values, rendered in each reader's language; stored in Spanish too. */
  text: TLedgerText;
  relatedBetId?: string;
  /** The cashier request this row moves money for (at most once each way: a unique index). */
  relatedCashierRequestId?: number;
  /** The tote ticket this row debits or credits (each at most once: unique indexes). */
  relatedToteTicketId?: number;
  adminUserId?: number;
};

/**
 * The only way a balance changes: one conditional UPDATE (which also takes the row lock, so two
 * concurrent debits queue instead of both reading the same balance) and its ledger row, inside the
 * caller's transaction. A debit that would take the balance below zero, or a credit that would take
 * it past what numeric(12,2) holds, changes nothing. Inside `withBalanceChanges`, the new balance is
 * published once that unit commits.
 */
export async function applyBalanceChange(tx: Tx, change: BalanceChange) {
  const amount = formatCents(change.amountCents);
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${amount}::numeric`, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, change.userId),
        sql`${users.balance} + ${amount}::numeric >= 0`,
        sql`${users.balance} + ${amount}::numeric <= ${MAX_BALANCE}::numeric`,
      ),
    )
    .returning({ balance: users.balance });
  if (!row) {
    // Only a credit can pass the top, only a debit the bottom.
    if (change.amountCents > 0) throw new AppError('VALIDATION', MESSAGES.balanceTooLarge);
    const [current] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, change.userId));
    throw new AppError('INSUFFICIENT_BALANCE', MESSAGES.insufficientBalance, { balance: current?.balance ?? '0.00' });
  }
  const newBalanceCents = parseCents(row.balance)!;
  noteBalance(tx, change.userId, newBalanceCents);
  const [entry] = await tx
    .insert(balanceTransactions)
    .values({
      userId: change.userId,
      type: change.type,
      amount,
      previousBalance: formatCents(newBalanceCents - change.amountCents),
      newBalance: formatCents(newBalanceCents),
      description: ledgerTextEs(change.text),
      descriptionCode: change.text.code,
      descriptionParams: change.text.params,
      relatedBetId: change.relatedBetId,
      relatedCashierRequestId: change.relatedCashierRequestId,
      relatedToteTicketId: change.relatedToteTicketId,
      adminUserId: change.adminUserId,
    })
    .returning();
  return { newBalanceCents, entry: entry! };
}
