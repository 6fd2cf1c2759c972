import { type Cents, formatCents } from '@galope/contracts';
import type { LiveBus } from '../live/live-bus';

/**
 * Tells each owner's screens their balance, one `balance_update` per owner: called after the
 * transaction that changed them has committed, so no screen ever shows money that could still roll back.
 */
export async function publishBalanceUpdates(bus: LiveBus, balances: Map<number, Cents>): Promise<void> {
  await Promise.all(
    [...balances].map(([userId, cents]) =>
      bus.publish({ type: 'balance_update', balance: formatCents(cents), userId }),
    ),
  );
}
