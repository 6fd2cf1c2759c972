import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';

/**
 * Seconds since the oldest race or sport event that has its result (finished) but still has pending
 * bets: 0 when every result is settled. What an operator alerts on (docs/OPERATIONS.md): a settlement
 * that stalls leaves winners unpaid.
 */
export async function findSettlementLag(db: Db): Promise<number> {
  const [row] = await queryRows<{ seconds: string | number | null }>(
    db,
    sql`select extract(epoch from now() - min(finished_at)) as seconds from (
          select coalesce(r.actual_end_time, r.scheduled_time) as finished_at
            from races r where r.status = 'finished'
             and exists (select 1 from bets b where b.race_id = r.id and b.status = 'pending')
          union all
          select coalesce(e.actual_end_time, e.scheduled_time)
            from sport_events e where e.status = 'finished'
             and exists (select 1 from bets b where b.sport_event_id = e.id and b.status = 'pending')
        ) unsettled`,
  );
  return Math.max(0, Number(row?.seconds ?? 0));
}
