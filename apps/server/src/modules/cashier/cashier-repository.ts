import type {
  TAdminCashierRequestResponse,
  TCashierRequestResponse,
  TCashierRequestStatus,
  TCashierRequestType,
  TCashierSummaryResponse,
  TPaymentMethodResponse,
} from '@galope/contracts';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/connect';
import { users } from '../../db/schema';
import { cashierRequests, paymentMethods } from './schema';
import { SITE_TIME_ZONE, siteMidnight } from '../../lib/site-calendar';

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethodResponse(row: PaymentMethodRow): TPaymentMethodResponse {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    kind: row.kind,
    instructions: row.instructions,
    instructionsEn: row.instructionsEn,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    isActive: row.isActive,
    destinationFormat: row.destinationFormat,
  };
}

export async function findPaymentMethods(db: Db, { activeOnly }: { activeOnly: boolean }) {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(activeOnly ? eq(paymentMethods.isActive, true) : undefined)
    .orderBy(asc(paymentMethods.id));
  return rows.map(toPaymentMethodResponse);
}

export async function getPaymentMethod(db: Db | Tx, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

/** Every column but the receipt's bytes, which only the receipt's own endpoint reads. */
const requestColumns = {
  id: cashierRequests.id,
  userId: cashierRequests.userId,
  type: cashierRequests.type,
  status: cashierRequests.status,
  amount: cashierRequests.amount,
  methodId: cashierRequests.methodId,
  methodName: paymentMethods.name,
  methodNameEn: paymentMethods.nameEn,
  code: cashierRequests.code,
  reference: cashierRequests.reference,
  destination: cashierRequests.destination,
  hasReceipt: sql<boolean>`${cashierRequests.receipt} is not null`,
  note: cashierRequests.note,
  reason: cashierRequests.reason,
  createdAt: cashierRequests.createdAt,
  decidedAt: cashierRequests.decidedAt,
  decidedBy: cashierRequests.decidedBy,
  idempotencyKey: cashierRequests.idempotencyKey,
};

export type CashierRequestRow = {
  id: number;
  userId: number;
  type: TCashierRequestType;
  status: TCashierRequestStatus;
  amount: string;
  methodId: number;
  methodName: string;
  methodNameEn: string | null;
  code: string;
  reference: string | null;
  destination: string | null;
  hasReceipt: boolean;
  note: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: number | null;
  idempotencyKey: string | null;
};

export function toCashierRequestResponse(row: CashierRequestRow): TCashierRequestResponse {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    methodId: row.methodId,
    methodName: row.methodName,
    methodNameEn: row.methodNameEn,
    code: row.code,
    reference: row.reference,
    destination: row.destination,
    hasReceipt: Boolean(row.hasReceipt),
    note: row.note,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function getCashierRequest(db: Db | Tx, where: SQL): Promise<CashierRequestRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(cashierRequests)
    .innerJoin(paymentMethods, eq(paymentMethods.id, cashierRequests.methodId))
    .where(where);
  return row;
}

export const byId = (id: number) => eq(cashierRequests.id, id);
export const byIdempotencyKey = (userId: number, key: string) =>
  and(eq(cashierRequests.userId, userId), eq(cashierRequests.idempotencyKey, key))!;

/** The player's own requests, newest first. */
export async function findUserCashierRequests(db: Db, userId: number): Promise<TCashierRequestResponse[]> {
  const rows = await db
    .select(requestColumns)
    .from(cashierRequests)
    .innerJoin(paymentMethods, eq(paymentMethods.id, cashierRequests.methodId))
    .where(eq(cashierRequests.userId, userId))
    .orderBy(desc(cashierRequests.id))
    .limit(100);
  return rows.map(toCashierRequestResponse);
}

const owner = alias(users, 'owner');
const decider = alias(users, 'decider');
const adminColumns = {
  ...requestColumns,
  username: owner.username,
  balance: owner.balance,
  deciderUsername: decider.username,
};

function toAdminResponse(
  row: CashierRequestRow & { username: string; balance: string; deciderUsername: string | null },
): TAdminCashierRequestResponse {
  return {
    ...toCashierRequestResponse(row),
    user: { id: row.userId, username: row.username, balance: row.balance },
    decidedBy:
      row.decidedBy !== null && row.deciderUsername !== null
        ? { id: row.decidedBy, username: row.deciderUsername }
        : null,
  };
}

function adminQuery(db: Db) {
  return db
    .select(adminColumns)
    .from(cashierRequests)
    .innerJoin(paymentMethods, eq(paymentMethods.id, cashierRequests.methodId))
    .innerJoin(owner, eq(owner.id, cashierRequests.userId))
    .leftJoin(decider, eq(decider.id, cashierRequests.decidedBy));
}

export async function getAdminCashierRequest(db: Db, id: number): Promise<TAdminCashierRequestResponse | undefined> {
  const [row] = await adminQuery(db).where(byId(id));
  return row ? toAdminResponse(row) : undefined;
}

/** The staff's queue: pending first, oldest first (the next to handle on top); then the decided, newest first. */
export async function findAdminCashierRequests(
  db: Db,
  options: {
    filters: {
      status?: TCashierRequestStatus;
      type?: TCashierRequestType;
      userId?: number;
      from?: string;
      to?: string;
    };
    page: { limit: number; offset: number };
  },
): Promise<{ requests: TAdminCashierRequestResponse[]; total: number }> {
  const { status, type, userId, from, to } = options.filters;
  const where = and(
    status ? eq(cashierRequests.status, status) : undefined,
    type ? eq(cashierRequests.type, type) : undefined,
    userId ? eq(cashierRequests.userId, userId) : undefined,
    from ? gte(cashierRequests.createdAt, siteMidnight(from)) : undefined,
    to ? lt(cashierRequests.createdAt, siteMidnight(to, 1)) : undefined,
  );
  const pending = sql`${cashierRequests.status} = 'pending'`;
  const [rows, [counted]] = await Promise.all([
    adminQuery(db)
      .where(where)
      .orderBy(
        desc(pending),
        sql`case when ${pending} then ${cashierRequests.createdAt} end asc`,
        desc(cashierRequests.createdAt),
        desc(cashierRequests.id),
      )
      .limit(options.page.limit)
      .offset(options.page.offset),
    db.select({ total: count() }).from(cashierRequests).where(where),
  ]);
  return { requests: rows.map(toAdminResponse), total: counted?.total ?? 0 };
}

/** The "Caja" tab's header: how many wait, and what was approved today (the site's day). */
export async function getCashierSummary(db: Db): Promise<TCashierSummaryResponse> {
  const today = sql`${cashierRequests.decidedAt} >= (date_trunc('day', now() at time zone ${SITE_TIME_ZONE}) at time zone ${SITE_TIME_ZONE})`;
  const approved = (type: TCashierRequestType) =>
    sql<string>`coalesce(sum(${cashierRequests.amount}) filter (where ${cashierRequests.status} = 'approved' and ${cashierRequests.type} = ${type} and ${today}), 0)::numeric(14,2)::text`;
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${cashierRequests.status} = 'pending'))::int`,
      depositsToday: approved('deposit'),
      withdrawalsToday: approved('withdrawal'),
    })
    .from(cashierRequests);
  return { pending: Number(row!.pending), depositsToday: row!.depositsToday, withdrawalsToday: row!.withdrawalsToday };
}

export async function getReceipt(
  db: Db,
  id: number,
): Promise<{ userId: number; receipt: Buffer | null; receiptType: string | null } | undefined> {
  const [row] = await db
    .select({
      userId: cashierRequests.userId,
      receipt: cashierRequests.receipt,
      receiptType: cashierRequests.receiptType,
    })
    .from(cashierRequests)
    .where(byId(id));
  return row;
}
