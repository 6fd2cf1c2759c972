import { randomInt } from 'node:crypto';
import {
  amountAboveMaxMessage,
  amountBelowMinMessage,
  CASHIER_MESSAGES,
  type Cents,
  destinationError,
  formatCents,
  parseCents,
  type TCashierRequestType,
} from '@galope/contracts';
import type { Db, Tx } from '../../db/connect';
import { cashierRequests } from './schema';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { LiveBus } from '../live';
import { applyBalanceChange, withBalanceChanges } from '../wallet';
import {
  byId,
  byIdempotencyKey,
  type CashierRequestRow,
  getCashierRequest,
  getPaymentMethod,
} from './cashier-repository';
import { assertDepositAllowed } from '../protection';

/** No 0/O or 1/I: a code is read aloud and typed by hand. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_PREFIX: Record<TCashierRequestType, string> = { deposit: 'DEP', withdrawal: 'RET' };
const CODE_ATTEMPTS = 5;

function newCode(type: TCashierRequestType): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${CODE_PREFIX[type]}-${code}`;
}

export type NewCashierRequest = {
  userId: number;
  type: TCashierRequestType;
  amountCents: Cents;
  methodId: number;
  reference?: string;
  destination?: string;
  idempotencyKey?: string;
};

export type CreatedCashierRequest = { request: CashierRequestRow; newBalanceCents?: Cents; replayed: boolean };

/** The same key with the same body is the same request; with another body, a client bug (422). */
function sameAsAsked(row: CashierRequestRow, asked: NewCashierRequest): boolean {
  return (
    row.type === asked.type &&
    parseCents(row.amount) === asked.amountCents &&
    row.methodId === asked.methodId &&
    (row.reference ?? undefined) === asked.reference &&
    (row.destination ?? undefined) === asked.destination
  );
}

async function replayOf(db: Db | Tx, asked: NewCashierRequest): Promise<CreatedCashierRequest | undefined> {
  if (!asked.idempotencyKey) return undefined;
  const previous = await getCashierRequest(db, byIdempotencyKey(asked.userId, asked.idempotencyKey));
  if (!previous) return undefined;
  if (!sameAsAsked(previous, asked)) throw new AppError('IDEMPOTENCY_MISMATCH', CASHIER_MESSAGES.idempotencyMismatch);
  return { request: previous, replayed: true };
}

/**
 * A player asks for a deposit or a withdrawal, in one transaction: the method's kind and
 * bounds are checked, the request is written with a fresh code and, for a withdrawal, its amount leaves
 * the balance at once through the same conditional debit as a bet (never below zero), so it cannot be
 * bet while it waits. A key seen before answers the first request; a key racing in from a parallel call
 * loses on the unique index and answers the request the other call wrote.
 */
export async function createCashierRequest(
  db: Db,
  bus: LiveBus,
  asked: NewCashierRequest,
  now: Date,
): Promise<CreatedCashierRequest> {
  const replay = await replayOf(db, asked);
  if (replay) return replay;
  try {
    return await withBalanceChanges(db, bus, async (tx) => {
      const method = await getPaymentMethod(tx, asked.methodId);
      if (!method || !method.isActive) throw new AppError('VALIDATION', CASHIER_MESSAGES.methodUnavailable);
      if (method.kind !== 'both' && method.kind !== asked.type) {
        throw new AppError(
          'VALIDATION',
          asked.type === 'deposit' ? CASHIER_MESSAGES.methodNotForDeposits : CASHIER_MESSAGES.methodNotForWithdrawals,
        );
      }
      const min = parseCents(method.minAmount)!;
      const max = parseCents(method.maxAmount)!;
      if (asked.amountCents < min) throw new AppError('VALIDATION', amountBelowMinMessage(min));
      if (asked.amountCents > max) throw new AppError('VALIDATION', amountAboveMaxMessage(max));
      if (asked.type === 'withdrawal') {
        const wrong = destinationError(method.destinationFormat, asked.destination ?? '');
        if (wrong) throw new AppError('VALIDATION', wrong);
      } else {
        await assertDepositAllowed(tx, { userId: asked.userId, amountCents: asked.amountCents }, now);
      }

      const id = await insertWithFreshCode(tx, asked);
      let newBalanceCents: Cents | undefined;
      if (asked.type === 'withdrawal') {
        const request = (await getCashierRequest(tx, byId(id)))!;
        ({ newBalanceCents } = await applyBalanceChange(tx, {
          userId: asked.userId,
          amountCents: -asked.amountCents,
          type: 'withdrawal',
          text: { code: 'withdrawal', params: { reference: request.code } },
          relatedCashierRequestId: id,
        }));
      }
      return { request: (await getCashierRequest(tx, byId(id)))!, newBalanceCents, replayed: false };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'cashier_requests_user_idempotency_key')) {
      const raced = await replayOf(db, asked);
      if (raced) return raced;
    }
    throw error;
  }
}

/** A code taken already (one in millions) is drawn again, inside a savepoint so the transaction lives on. */
async function insertWithFreshCode(tx: Tx, asked: NewCashierRequest): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(cashierRequests)
          .values({
            userId: asked.userId,
            type: asked.type,
            amount: formatCents(asked.amountCents),
            methodId: asked.methodId,
            reference: asked.type === 'deposit' ? asked.reference : undefined,
            destination: asked.type === 'withdrawal' ? asked.destination : undefined,
            code: newCode(asked.type),
            idempotencyKey: asked.idempotencyKey,
          })
          .returning({ id: cashierRequests.id });
        return row!.id;
      });
    } catch (error) {
      if (attempt < CODE_ATTEMPTS && isUniqueViolation(error, 'cashier_requests_code')) continue;
      throw error;
    }
  }
}
