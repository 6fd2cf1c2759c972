import { CASHIER_MESSAGES, type Cents, formatCents, parseCents } from '@galope/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { cashierRequests } from './schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import type { LiveBus } from '../live';
import { recordNotifications } from '../notifications';
import { applyBalanceChange, lockBalance, withBalanceChanges } from '../wallet';
import { byId, type CashierRequestRow, getCashierRequest } from './cashier-repository';

export type Decision = { kind: 'approve'; note?: string } | { kind: 'reject'; reason: string };

export type DecidedCashierRequest = { request: CashierRequestRow; newBalanceCents?: Cents };

/**
 * Staff decide a pending request, exactly once (decision 020). The decision is a conditional UPDATE
 * (`WHERE status = 'pending'`) in the same transaction as the money it moves and its ledger row, so
 * of two staff deciding at once, on one instance or two, only one changes it; the other finds no
 * pending row and gets 409 with nothing changed. Approving a deposit credits it; rejecting a
 * withdrawal gives its amount back; the other two move no money. The owner is notified in the same
 * transaction. Audited with the balance before and after.
 */
export async function decideCashierRequest(
  db: Db,
  bus: LiveBus,
  { staffUserId, requestId, decision }: { staffUserId: number; requestId: number; decision: Decision },
): Promise<DecidedCashierRequest> {
  const existing = await getCashierRequest(db, byId(requestId));
  if (!existing) throw new AppError('NOT_FOUND', CASHIER_MESSAGES.requestNotFound);
  if (existing.userId === staffUserId) throw new AppError('FORBIDDEN', CASHIER_MESSAGES.ownRequest);

  return withBalanceChanges(db, bus, async (tx) => {
    const [decided] = await tx
      .update(cashierRequests)
      .set({
        status: decision.kind === 'approve' ? 'approved' : 'rejected',
        note: decision.kind === 'approve' ? (decision.note ?? null) : null,
        reason: decision.kind === 'reject' ? decision.reason : null,
        decidedBy: staffUserId,
        decidedAt: new Date(),
      })
      .where(
        and(
          eq(cashierRequests.id, requestId),
          eq(cashierRequests.status, 'pending'),
          ne(cashierRequests.userId, staffUserId),
        ),
      )
      .returning({ userId: cashierRequests.userId, type: cashierRequests.type, amount: cashierRequests.amount });
    if (!decided) throw new AppError('CONFLICT', CASHIER_MESSAGES.notPending);

    const amountCents = parseCents(decided.amount)!;
    const beforeCents = await lockBalance(tx, decided.userId);
    // Only two decisions move money: a deposit approved comes in, a withdrawal rejected comes back.
    const movement =
      decision.kind === 'approve' && decided.type === 'deposit'
        ? ('deposit' as const)
        : decision.kind === 'reject' && decided.type === 'withdrawal'
          ? ('withdrawal_reversal' as const)
          : undefined;
    let newBalanceCents: Cents | undefined;
    if (movement) {
      ({ newBalanceCents } = await applyBalanceChange(tx, {
        userId: decided.userId,
        amountCents,
        type: movement,
        text: { code: movement, params: { reference: existing.code } },
        relatedCashierRequestId: requestId,
        adminUserId: staffUserId,
      }));
    }

    await recordNotifications(
      tx,
      bus,
      sql`
        select user_id, 'cashier_decided',
          jsonb_build_object('requestId', id, 'type', type, 'decision', status, 'amount', amount::text, 'code', code),
          null::varchar
        from cashier_requests where id = ${requestId}
      `,
    );

    await recordAudit(tx, {
      adminUserId: staffUserId,
      action: decision.kind === 'approve' ? 'cashier.approve' : 'cashier.reject',
      targetType: 'cashier_request',
      targetId: requestId,
      details: {
        code: existing.code,
        type: decided.type,
        userId: decided.userId,
        amount: decided.amount,
        previous: formatCents(beforeCents),
        new: formatCents(newBalanceCents ?? beforeCents),
        note: decision.kind === 'approve' ? (decision.note ?? null) : null,
        reason: decision.kind === 'reject' ? decision.reason : null,
      },
    });
    return { request: (await getCashierRequest(tx, byId(requestId)))!, newBalanceCents };
  });
}
