import type { TNotification, TNotificationKind } from '@galope/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';

export type NotificationRow = {
  id: number;
  kind: TNotificationKind;
  data: unknown;
  created_at: Date | string;
  read_at: Date | string | null;
};

/** The kinds a player has chosen not to see (their settings), as a text[] for `kind <> all(…)`. */
export function hiddenKindsOf(userId: SQL | number): SQL {
  return sql`coalesce((select s.hidden_notification_kinds from user_settings s where s.user_id = ${userId}), '{}'::text[])`;
}

export function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  } as TNotification;
}

/**
 * A page of a player's notifications of the kinds they show, newest first; `before` is the last id of
 * the page before (a page starts after it in the same order, so rows written in one instant page well).
 */
export async function findNotifications(
  db: Db,
  { userId, before, limit }: { userId: number; before?: number; limit: number },
): Promise<TNotification[]> {
  const after =
    before === undefined
      ? sql``
      : sql`and (n.created_at, n.id) < (select c.created_at, c.id from notifications c where c.id = ${before} and c.user_id = ${userId})`;
  const rows = await queryRows<NotificationRow>(
    db,
    sql`
      select n.id, n.kind, n.data, n.created_at, n.read_at from notifications n
      where n.user_id = ${userId} and n.kind <> all(${hiddenKindsOf(userId)}) ${after}
      order by n.created_at desc, n.id desc
      limit ${limit}
    `,
  );
  return rows.map(toNotification);
}

export async function countUnread(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ unread: number }>(
    db,
    sql`
      select count(*)::int as unread from notifications
      where user_id = ${userId} and read_at is null and kind <> all(${hiddenKindsOf(userId)})
    `,
  );
  return row!.unread;
}
