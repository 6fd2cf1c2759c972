import { BET_STATUSES, SPORT_BET_TYPES } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { money, odds, requiredId, serialId, timestamptz } from '../../db/columns';
import { users } from '../auth/schema';
import { raceEntries, races } from '../racing/schema';
import { sportEvents } from '../sports/schema';

export const betStatus = pgEnum('bet_status', BET_STATUSES);

export const sportBetType = pgEnum('sport_bet_type', SPORT_BET_TYPES);

export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredId('user_id', () => users.id),
    raceId: integer('race_id').references(() => races.id),
    raceEntryId: integer('race_entry_id').references(() => raceEntries.id),
    sportEventId: integer('sport_event_id').references(() => sportEvents.id),
    sportBetType: sportBetType('sport_bet_type'),
    sportTeam: varchar('sport_team', { length: 200 }),
    sport: varchar('sport', { length: 50 }),
    tournament: varchar('tournament', { length: 200 }),
    homeTeam: varchar('home_team', { length: 200 }),
    awayTeam: varchar('away_team', { length: 200 }),
    eventScheduledTime: timestamptz('event_scheduled_time'),
    /** win, place or show on a race; home, draw or away (repeating sportBetType) on a sport event. */
    betType: varchar('bet_type', { length: 10 }).notNull(),
    amount: money('amount').notNull(),
    odds: odds('odds').notNull(),
    potentialWinnings: money('potential_winnings').notNull(),
    actualWinnings: money('actual_winnings'),
    /**
     * Cash outs (docs/rules/cash-out.md): the part of `amount` closed early and what it was paid.
     * Settlement decides only `amount − cash_out_stake`; `potentialWinnings` is that rest's.
     */
    cashOutStake: money('cash_out_stake').notNull().default('0'),
    cashOutValue: money('cash_out_value').notNull().default('0'),
    status: betStatus('status').notNull().default('pending'),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    placedAt: timestamptz('placed_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('bets_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('bets_user_placed_idx').on(t.userId, t.placedAt),
    index('bets_race_status_idx').on(t.raceId, t.status),
    index('bets_sport_event_status_idx').on(t.sportEventId, t.status),
    check('bets_amount_positive', sql`${t.amount} > 0`),
    check('bets_cash_out_within_stake', sql`${t.cashOutStake} >= 0 and ${t.cashOutStake} <= ${t.amount}`),
    check('bets_odds_check', sql`${t.odds} >= 1.01`),
    check('bets_bet_type_check', sql`${t.betType} in ('win', 'place', 'show', 'home', 'draw', 'away')`),
    // A bet is on exactly one thing: a race entry or a sport event.
    check(
      'bets_one_target',
      sql`(${t.raceEntryId} is not null and ${t.raceId} is not null and ${t.sportEventId} is null)
        or (${t.sportEventId} is not null and ${t.sportBetType} is not null and ${t.raceEntryId} is null)`,
    ),
  ],
);

/**
 * Each cash out of a bet (a partial one leaves the bet pending with the rest): what part of the stake,
 * at what current price, for what value; and the player's Idempotency-Key, so a retried request
 * answers the first cash out instead of paying again.
 */
export const cashOuts = pgTable(
  'cash_outs',
  {
    id: serialId(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id),
    userId: requiredId('user_id', () => users.id),
    stake: money('stake').notNull(),
    odds: odds('odds').notNull(),
    value: money('value').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_outs_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('cash_outs_bet_idx').on(t.betId),
    check('cash_outs_stake_positive', sql`${t.stake} > 0`),
  ],
);
