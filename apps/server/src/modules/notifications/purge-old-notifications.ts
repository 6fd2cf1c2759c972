import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';

/** How long a notification is kept. */
export const NOTIFICATION_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the notifications older than the retention, read or not (a leader's job). Returns how many. */
export async function purgeOldNotifications(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS);
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (delete from notifications where created_at < ${cutoff} returning 1)
        select count(*)::int as deleted from gone`,
  );
  return row!.deleted;
}
