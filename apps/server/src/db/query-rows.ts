import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './connect';

/**
 * The rows of a raw statement (a set-based write with CTEs, `unnest`, window functions), typed by the
 * caller: node-postgres and PGlite both answer `{ rows }`, which the shared query builder leaves untyped.
 */
export async function queryRows<TRow>(db: Db | Tx, query: SQL): Promise<TRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}
