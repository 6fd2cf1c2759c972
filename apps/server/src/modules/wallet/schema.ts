import { BALANCE_TRANSACTION_TYPES, type TLedgerTextCode, type TLedgerTextParams } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, requiredId } from '../../db/columns';
import { users } from '../auth/schema';
import { bets } from '../betting/schema';
import { cashierRequests } from '../cashier/schema';
import { toteTickets } from '../tote/schema';

export const balanceTransactionType = pgEnum('balance_transaction_type', BALANCE_TRANSACTION_TYPES);

export const balanceTransactions = pgTable(
  'balance_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: requiredId('user_id', () => users.id),
    type: balanceTransactionType('type').notNull(),
    /** Signed: negative for a debit. */
    amount: money('amount').notNull(),
    previousBalance: money('previous_balance').notNull(),
    newBalance: money('new_balance').notNull(),
    /** Spanish text, for old rows, the statement and the audit; readers render the code below. */
    description: text('description'),
    descriptionCode: text('description_code').$type<TLedgerTextCode>(),
    descriptionParams: jsonb('description_params').$type<TLedgerTextParams>(),
    relatedBetId: uuid('related_bet_id').references(() => bets.id),
    relatedCashierRequestId: integer('related_cashier_request_id').references(() => cashierRequests.id),
    adminUserId: integer('admin_user_id').references(() => users.id),
    relatedToteTicketId: integer('related_tote_ticket_id').references(() => toteTickets.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_transactions_user_idx').on(t.userId, t.id),
    // A cashier request moves money at most once each way: one withdrawal, one deposit or one reversal.
    uniqueIndex('balance_transactions_cashier_once')
      .on(t.relatedCashierRequestId, t.type)
      .where(sql`${t.relatedCashierRequestId} is not null`),
    // Settlement pays or refunds a bet at most once, whatever runs it twice.
    uniqueIndex('balance_transactions_settlement_once')
      .on(t.relatedBetId)
      .where(sql`${t.type} in ('winnings', 'refund')`),
    // A tote ticket is debited once and credited (its dividends and refunds together) once.
    uniqueIndex('balance_transactions_tote_debit_once')
      .on(t.relatedToteTicketId)
      .where(sql`${t.type} = 'bet'`),
    uniqueIndex('balance_transactions_tote_credit_once')
      .on(t.relatedToteTicketId)
      .where(sql`${t.type} in ('winnings', 'refund')`),
    check('balance_transactions_new_balance_non_negative', sql`${t.newBalance} >= 0`),
    check('balance_transactions_chain', sql`${t.newBalance} = ${t.previousBalance} + ${t.amount}`),
  ],
);
