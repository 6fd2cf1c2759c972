import type { TNotification } from '@galope/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import type { LiveBus } from '../live';
import { hiddenKindsOf, type NotificationRow, toNotification } from './notifications-repository';

/**
 * Writes the notifications of an event inside the event's own transaction, set-based: `rows` is a
 * SELECT of `(user_id, kind, data, event_key)`, one row per notification, however many (a race's
 * 10,000 bets are one statement). A row whose `event_key` was already written is skipped, so an event
 * seen twice (one found by a periodic look) tells its owner once; an event its own write makes happen
 * once (a bet leaving pending) needs no key, and keeps the index small. Once the transaction commits, each owner's sockets get
 * `notification` for each one of a kind they show; the bus gathers them into few NOTIFYs.
 * Must run inside a unit of work that runs after-commit tasks (the wallet's units, or
 * `transactionThenAfterCommit`). Returns how many were written.
 */
export async function recordNotifications(tx: Tx, bus: LiveBus, rows: SQL): Promise<number> {
  const created = await queryRows<NotificationRow & { user_id: number; hidden: boolean }>(
    tx,
    sql`
      with created as (
        insert into notifications (user_id, kind, data, event_key)
        ${rows}
        on conflict (event_key) where event_key is not null do nothing
        returning id, user_id, kind, data, created_at, read_at
      )
      select created.*, created.kind = any(${hiddenKindsOf(sql`created.user_id`)}) as hidden from created
    `,
  );
  const shown = created.filter((row) => !row.hidden);
  // Sent on, not waited for: a race's settlement of 100,000 tote tickets is as many messages, and the
  // staff's request that settled it need not wait for the last one to leave (the bus batches them).
  if (shown.length > 0)
    afterCommit(tx, async () => {
      void publishNotifications(bus, shown).catch(() => {});
    });
  return created.length;
}

async function publishNotifications(bus: LiveBus, rows: Array<NotificationRow & { user_id: number }>) {
  await Promise.all(
    rows.map((row) =>
      bus.publish({ type: 'notification', notification: toNotification(row) as TNotification, userId: row.user_id }),
    ),
  );
}
