import {
  CASHIER_REQUEST_STATUSES,
  CASHIER_REQUEST_TYPES,
  DESTINATION_FORMATS,
  PAYMENT_METHOD_KINDS,
} from '@galope/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, money, requiredId, serialId, timestamptz, updatedAt } from '../../db/columns';
import { users } from '../auth/schema';

export const cashierRequestType = pgEnum('cashier_request_type', CASHIER_REQUEST_TYPES);

export const cashierRequestStatus = pgEnum('cashier_request_status', CASHIER_REQUEST_STATUSES);

export const paymentMethodKind = pgEnum('payment_method_kind', PAYMENT_METHOD_KINDS);

/** The ways money comes in and goes out (docs/rules/cashier.md), managed by admins. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serialId(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The name and instructions for an English reader; null: the Spanish ones are shown. */
    nameEn: varchar('name_en', { length: 100 }),
    kind: paymentMethodKind('kind').notNull(),
    instructions: text('instructions').notNull().default(''),
    instructionsEn: text('instructions_en'),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    destinationFormat: varchar('destination_format', { length: 20, enum: DESTINATION_FORMATS })
      .notNull()
      .default('text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_methods_bounds', sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount}`),
    check('payment_methods_destination_format', sql`${t.destinationFormat} in ('text', 'clabe', 'crypto_address')`),
  ],
);

/** A player's deposit or withdrawal, pending until staff decide it once (or the player cancels it). */
export const cashierRequests = pgTable(
  'cashier_requests',
  {
    id: serialId(),
    userId: requiredId('user_id', () => users.id),
    type: cashierRequestType('type').notNull(),
    status: cashierRequestStatus('status').notNull().default('pending'),
    amount: money('amount').notNull(),
    methodId: requiredId('method_id', () => paymentMethods.id),
    /** What the player wrote to find the transfer (deposit). */
    reference: varchar('reference', { length: 100 }),
    /** Where the money goes (withdrawal): a CLABE, an address, a name. */
    destination: varchar('destination', { length: 100 }),
    code: varchar('code', { length: 16 }).notNull(),
    receipt: bytea('receipt'),
    receiptType: varchar('receipt_type', { length: 40 }),
    note: varchar('note', { length: 500 }),
    reason: varchar('reason', { length: 500 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cashier_requests_code').on(t.code),
    uniqueIndex('cashier_requests_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('cashier_requests_user_idx').on(t.userId, t.id),
    index('cashier_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('cashier_requests_amount_positive', sql`${t.amount} > 0`),
    // Decided (or cancelled) exactly when it left pending; `decided_by` is null on a player's cancel.
    check('cashier_requests_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);
