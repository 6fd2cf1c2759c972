import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import type { Clock } from '../../lib/clock';

/**
 * This instance's clock minus the database server's, in seconds: a bet closes at the off by the
 * instance's clock while what it writes carries the database's, so two instances whose clocks drift
 * apart close the same race at different moments. Read against the middle of the query's round trip.
 * NTP keeps it near 0; the metric `galope_clock_offset_seconds` and its alert say when it does not.
 */
export async function measureClockOffset(db: Db, clock: Clock): Promise<number> {
  const sent = clock().getTime();
  const [row] = await queryRows<{ epoch: number | string }>(
    db,
    sql`select extract(epoch from clock_timestamp())::float8 as epoch`,
  );
  const received = clock().getTime();
  return ((sent + received) / 2 - Number(row!.epoch) * 1000) / 1000;
}
