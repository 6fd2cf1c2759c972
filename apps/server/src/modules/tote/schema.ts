import { TOTE_POOLS } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, requiredId, serialId, timestamptz } from '../../db/columns';
import { users } from '../auth/schema';
import { races } from '../racing/schema';
import type { PoolRules } from './dividends';

const poolNames = TOTE_POOLS.map((pool) => `'${pool}'`).join(', ');

/**
 * One pool of one race: the rules it was opened with (the settings in force at its first ticket, never
 * changed after) and, once settled, what it paid. A daily double's pool belongs to its first leg and
 * names the second. The money columns are written once, at settlement, and hold the accounting
 * identity total − refunds = takeout + breakage + paid − minusPoolCost.
 */
export const totePools = pgTable(
  'tote_pools',
  {
    id: serialId(),
    raceId: requiredId('race_id', () => races.id, { onDelete: 'cascade' }),
    pool: varchar('pool', { length: 20 }).notNull(),
    secondRaceId: integer('second_race_id').references(() => races.id),
    rules: jsonb('rules').$type<PoolRules>().notNull(),
    minimumStake: money('minimum_stake').notNull(),
    /** open until settled; then final (paid) or refunded (everything given back). */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    total: money('total'),
    refunds: money('refunds'),
    takeout: money('takeout'),
    breakage: money('breakage'),
    paid: money('paid'),
    minusPoolCost: money('minus_pool_cost'),
    /** Per 1.00: [{selection: entryIds, cents}] and the refunded combinations. */
    dividends: jsonb('dividends').$type<{
      dividends: Array<{ selection: number[]; cents: number }>;
      refunds: number[][];
    }>(),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
    /**
     * When its tickets' owners were told (one notification a ticket): after the settlement's commit, in a
     * transaction of its own, so the money does not wait for 100,000 messages; null on a settled pool means
     * still to tell, and the sweep tells it if the server stopped in between.
     */
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    uniqueIndex('tote_pools_race_pool_key').on(t.raceId, t.pool),
    // What a ticket's one foreign key names: its pool, of its race (toteTickets below).
    uniqueIndex('tote_pools_id_race_key').on(t.id, t.raceId),
    // The sweep's look for pools still open once their races have ended.
    index('tote_pools_open_idx')
      .on(t.raceId)
      .where(sql`${t.status} = 'open'`),
    index('tote_pools_to_notify_idx')
      .on(t.id)
      .where(sql`${t.settledAt} is not null and ${t.notifiedAt} is null`),
    index('tote_pools_second_race_idx').on(t.secondRaceId),
    check('tote_pools_pool_check', sql.raw(`pool in (${poolNames})`)),
    check('tote_pools_status_check', sql`${t.status} in ('open', 'final', 'refunded')`),
  ],
);

/**
 * A player's ticket: the runners per position it names (entry ids; a box or a quinella one list), how
 * many combinations they make and what each costs. Settled exactly once: `paid` and `refunded` are set
 * with the status, and the one ledger row that credits them names the ticket (a unique index).
 */
export const toteTickets = pgTable(
  'tote_tickets',
  {
    id: serialId(),
    userId: requiredId('user_id', () => users.id),
    poolId: integer('pool_id').notNull(),
    raceId: integer('race_id').notNull(),
    pool: varchar('pool', { length: 20 }).notNull(),
    selections: jsonb('selections').$type<number[][]>().notNull(),
    box: boolean('box').notNull().default(false),
    combinations: integer('combinations').notNull(),
    unitStake: money('unit_stake').notNull(),
    cost: money('cost').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    paid: money('paid').notNull().default('0.00'),
    refunded: money('refunded').notNull().default('0.00'),
    idempotencyKey: text('idempotency_key'),
    placedAt: timestamptz('placed_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    // One key for both: the ticket's pool, and that pool's race (whose own key names the race). It is
    // stronger than a key on each (a ticket cannot name one race's pool and another race) and it is one
    // check, not two, on every ticket: each check locks the row it finds, and the pool's and the race's
    // rows are the same for every ticket of a race (the two checks cost a ticket about a third of its
    // time in the database).
    foreignKey({
      name: 'tote_tickets_pool_race_fk',
      columns: [t.poolId, t.raceId],
      foreignColumns: [totePools.id, totePools.raceId],
    }),
    uniqueIndex('tote_tickets_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // A pool's tickets, and those after a given id (its pool_update reads only what is new: pool-tally.ts).
    index('tote_tickets_pool_idx').on(t.poolId, t.id),
    index('tote_tickets_user_placed_idx').on(t.userId, t.placedAt),
    check('tote_tickets_status_check', sql`${t.status} in ('pending', 'won', 'lost', 'refunded')`),
    check('tote_tickets_cost_check', sql`${t.cost} > 0 and ${t.combinations} > 0`),
  ],
);
