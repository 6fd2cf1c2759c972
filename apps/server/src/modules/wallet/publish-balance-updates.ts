import { type Cents, formatCents } from '@galope/contracts';
import type { LiveBus } from '../live';

/**
 * The one publisher of `balance_update`: tells each owner's screens their balance, one message per
 * owner. Whoever changed the balances (`applyBalanceChange`'s `newBalanceCents`, `applyBalanceChanges`'
 * `balances`, a bet function's new balance) calls it after their transaction has committed, so no
 * screen ever shows money that could still roll back.
 */
export async function publishBalanceUpdates(
  bus: LiveBus,
  balances: Iterable<readonly [userId: number, cents: Cents]>,
): Promise<void> {
  await Promise.all(
    [...balances].map(([userId, cents]) =>
      bus.publish({ type: 'balance_update', balance: formatCents(cents), userId }),
    ),
  );
}
