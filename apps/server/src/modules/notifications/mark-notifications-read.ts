import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { LiveBus } from '../live';
import { countUnread } from './notifications-repository';

/**
 * Marks read the caller's notifications named by `ids` (ids of someone else's are simply not theirs, so
 * nothing happens to them and nothing says they exist), or all of the caller's without `ids`. Every tab
 * of the caller hears the new unread count (`notifications_read`). Returns it.
 */
export async function markNotificationsRead(
  db: Db,
  bus: LiveBus,
  { userId, ids }: { userId: number; ids?: number[] },
): Promise<{ unread: number }> {
  const only = ids === undefined ? sql`` : sql`and id = any(${sql.param(ids)}::int[])`;
  await db.execute(sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null ${only}`);
  const unread = await countUnread(db, userId);
  await bus.publish({ type: 'notifications_read', unread, userId });
  return { unread };
}
