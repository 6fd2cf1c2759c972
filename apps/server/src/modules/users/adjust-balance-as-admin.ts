import { ADMIN_MESSAGES, type Cents, formatCents, MAX_CENTS, MESSAGES } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import type { UserRow } from '../auth';
import type { LiveBus } from '../live';
import { applyBalanceChange, lockBalance, withBalanceChanges } from '../wallet';
import { type Actor, assertMayManage, getTarget } from './managed-user';

/** add, subtract or set: one admin_adjustment ledger row with the administrator and the reason. */
export async function adjustBalanceAsAdmin(
  db: Db,
  bus: LiveBus,
  actor: Actor,
  request: { userId: number; amountCents: Cents; type: 'add' | 'subtract' | 'set'; reason?: string },
): Promise<{ user: UserRow; previousCents: Cents; newCents: Cents }> {
  const target = await getTarget(db, request.userId);
  assertMayManage(actor, target);
  return withBalanceChanges(db, bus, async (tx) => {
    // Locked: "set" is exact even with bets landing at the same moment.
    const current = await lockBalance(tx, target.id);
    const delta =
      request.type === 'add'
        ? request.amountCents
        : request.type === 'subtract'
          ? -request.amountCents
          : request.amountCents - current;
    if (current + delta < 0) throw new AppError('VALIDATION', ADMIN_MESSAGES.belowZero);
    if (current + delta > MAX_CENTS) throw new AppError('VALIDATION', MESSAGES.balanceTooLarge);
    let newCents = current;
    if (delta !== 0) {
      ({ newBalanceCents: newCents } = await applyBalanceChange(tx, {
        userId: target.id,
        amountCents: delta,
        type: 'admin_adjustment',
        text: {
          code: 'balance_adjustment',
          params: request.reason ? { kind: request.type, reason: request.reason } : { kind: request.type },
        },
        adminUserId: actor.id,
      }));
    }
    await recordAudit(tx, {
      adminUserId: actor.id,
      action: 'user.balance',
      targetType: 'user',
      targetId: target.id,
      details: {
        type: request.type,
        amount: formatCents(request.amountCents),
        previous: formatCents(current),
        new: formatCents(newCents),
        reason: request.reason ?? null,
      },
    });
    const [fresh] = await tx.select().from(users).where(eq(users.id, target.id));
    return { user: fresh!, previousCents: current, newCents };
  });
}
