import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { SITE_TIME_ZONE } from '../../lib/site-calendar';

/**
 * The daily double's second leg: the next race of the same racetrack on the same day (the site's
 * calendar), or null when this is the day's last there.
 */
export async function findNextRace(
  db: Db | Tx,
  race: { id: number; racetrackId: number; scheduledTime: Date },
): Promise<number | null> {
  const [next] = await queryRows<{ id: number }>(
    db,
    sql`select id from races
        where racetrack_id = ${race.racetrackId} and id <> ${race.id} and status <> 'cancelled'
          and (scheduled_time, id) > (${race.scheduledTime}::timestamptz, ${race.id})
          and (scheduled_time at time zone ${SITE_TIME_ZONE})::date
            = (${race.scheduledTime}::timestamptz at time zone ${SITE_TIME_ZONE})::date
        order by scheduled_time, id limit 1`,
  );
  return next?.id ?? null;
}
