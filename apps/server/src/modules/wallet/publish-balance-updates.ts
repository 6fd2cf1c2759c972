import { type Cents, formatCents } from '@galope/contracts';
import type { LiveBus } from '../live';

/**
 * Tells each owner's screens their balance, one message per owner. Only the wallet's units of work
 * (`withBalanceChanges`, `withBalanceStatement`) call it, after their transaction has committed, so
 * no screen ever shows money that could still roll back.
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
