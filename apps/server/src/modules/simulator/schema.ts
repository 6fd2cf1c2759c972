import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/**
 * The simulator's clock as the leader last saw it (one row): a new leader or a restarted process
 * continues from here instead of from the real time (decision 009).
 */
export const simulatorClock = pgTable(
  'simulator_clock',
  {
    id: integer('id').primaryKey().default(1),
    simTime: timestamptz('sim_time').notNull(),
    /** The real time at which the clock read `simTime`. */
    realTime: timestamptz('real_time').notNull(),
    speed: doublePrecision('speed').notNull(),
  },
  (t) => [check('simulator_clock_single_row_check', sql`${t.id} = 1`)],
);
