import { CASHIER_MESSAGES, type Cents, parseCents } from '@galope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { cashierRequests } from './schema';
import { AppError } from '../../lib/app-error';
import type { LiveBus } from '../live';
import { applyBalanceChange, withBalanceChanges } from '../wallet';
import { byId, type CashierRequestRow, getCashierRequest } from './cashier-repository';

/**
 * The player takes back one of their pending requests. Like a staff decision it is a conditional
 * UPDATE, so a cancel racing an approval loses or wins whole: a withdrawal's amount comes back
 * (`withdrawal_reversal`) only if this cancel is what ended it. Another player's request is 404.
 */
export async function cancelCashierRequest(
  db: Db,
  bus: LiveBus,
  { userId, requestId }: { userId: number; requestId: number },
): Promise<{ request: CashierRequestRow; newBalanceCents?: Cents }> {
  const existing = await getCashierRequest(db, byId(requestId));
  if (!existing || existing.userId !== userId) throw new AppError('NOT_FOUND', CASHIER_MESSAGES.requestNotFound);

  return withBalanceChanges(db, bus, async (tx) => {
    const [cancelled] = await tx
      .update(cashierRequests)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(
        and(
          eq(cashierRequests.id, requestId),
          eq(cashierRequests.userId, userId),
          eq(cashierRequests.status, 'pending'),
        ),
      )
      .returning({ type: cashierRequests.type, amount: cashierRequests.amount });
    if (!cancelled) throw new AppError('CONFLICT', CASHIER_MESSAGES.notPending);
    let newBalanceCents: Cents | undefined;
    if (cancelled.type === 'withdrawal') {
      ({ newBalanceCents } = await applyBalanceChange(tx, {
        userId,
        amountCents: parseCents(cancelled.amount)!,
        type: 'withdrawal_reversal',
        text: { code: 'withdrawal_reversal', params: { reference: existing.code } },
        relatedCashierRequestId: requestId,
      }));
    }
    return { request: (await getCashierRequest(tx, byId(requestId)))!, newBalanceCents };
  });
}
