import { bigserial, boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, requiredId, timestamptz, updatedAt } from '../../db/columns';
import { users } from '../auth/schema';

/**
 * A player's time-out and self-exclusion (until when), and whether any limit was ever set
 * (so a bet by a player without limits reads one row and nothing else). Nobody shortens either.
 */
export const playerProtection = pgTable('player_protection', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeOutUntil: timestamptz('time_out_until'),
  excludedUntil: timestamptz('excluded_until'),
  hasLimits: boolean('has_limits').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Every change of a player's limits, with when it applies: the limit in force at a time is the
 * latest change effective by then (a first or lower limit at once, a higher one or a removal 24 hours
 * later). `value` null: no limit.
 */
export const playerLimitChanges = pgTable(
  'player_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: requiredId('user_id', () => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }).notNull(),
    value: money('value'),
    effectiveAt: timestamptz('effective_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_limit_changes_user_idx').on(t.userId, t.name, t.effectiveAt)],
);
