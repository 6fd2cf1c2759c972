import type { TNotification } from '@galope/contracts';
import type { LiveBus } from '../live';

/**
 * For a cash out whose statement wrote its notification itself (cash-out/sql/cash_out_bet.sql): call once that statement has committed, with the row it answered. The
 * owner hears `notification` unless they hide the kind; sent on, not waited for, as recorded ones are.
 */
export function publishCashOutNotification(
  bus: LiveBus,
  row: { userId: number; id: number; createdAtMs: number; hidden: boolean; betId: string; amount: string },
): void {
  if (row.hidden) return;
  const notification: TNotification = {
    id: row.id,
    kind: 'cash_out',
    data: { betId: row.betId, amount: row.amount },
    createdAt: new Date(row.createdAtMs).toISOString(),
    readAt: null,
  };
  void bus.publish({ type: 'notification', notification, userId: row.userId }).catch(() => {});
}
