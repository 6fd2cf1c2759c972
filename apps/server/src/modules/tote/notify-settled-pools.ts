import { sql } from 'drizzle-orm';
import { transactionThenAfterCommit } from '../../db/after-commit';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import type { LiveBus } from '../live';
import { recordNotifications } from '../notifications';

/**
 * Tells the owners of settled pools' tickets what each ticket did: one `ticket_settled` a ticket. Its own
 * transaction per pool, after the settlement's: a race of 100,000 tickets is as many rows, and the
 * money (credited in the settlement) need not wait for them. The pool's `notified_at` is claimed in the
 * same transaction as the rows, so a pool is told exactly once however many callers race here (the
 * settlement that just committed, the leader's sweep after a restart). `poolIds` limits it to those
 * pools; without it every settled pool not yet told. Returns how many notifications were written.
 */
export async function notifySettledPools(db: Db, bus: LiveBus, poolIds?: number[]): Promise<number> {
  const waiting = await queryRows<{ id: number }>(
    db,
    sql`select id from tote_pools
        where settled_at is not null and notified_at is null
          ${poolIds === undefined ? sql`` : sql`and id = any(${sql.param(poolIds)}::int[])`}
        order by id`,
  );
  let written = 0;
  for (const { id } of waiting) {
    written += await transactionThenAfterCommit(db, async (tx) => {
      const [claimed] = await queryRows<{ race: string; racetrack: string }>(
        tx,
        sql`update tote_pools p set notified_at = now()
            from races r join racetracks t on t.id = r.racetrack_id
            where p.id = ${id} and p.notified_at is null and r.id = p.race_id
            returning r.name as race, t.name as racetrack`,
      );
      if (!claimed) return 0;
      return recordNotifications(
        tx,
        bus,
        sql`
          select tk.user_id, 'ticket_settled',
            jsonb_build_object(
              'ticketId', tk.id, 'outcome', tk.status, 'pool', tk.pool, 'cost', tk.cost::text,
              'amount', (case tk.status when 'lost' then tk.cost else tk.paid + tk.refunded end)::numeric(12, 2)::text,
              'race', ${claimed.race}::text, 'racetrack', ${claimed.racetrack}::text
            ),
            null::varchar
          from tote_tickets tk
          where tk.pool_id = ${id} and tk.status <> 'pending'
        `,
      );
    });
  }
  return written;
}
