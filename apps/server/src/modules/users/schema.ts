import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';
import { users } from '../auth/schema';

export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    theme: varchar('theme', { length: 20 }).notNull().default('light'),
    timezone: varchar('timezone', { length: 64 }).notNull().default('America/Mexico_City'),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    /** What to do when the price moved between the slip and the server: none, higher or any (accept). */
    oddsChangePolicy: varchar('odds_change_policy', { length: 10 }).notNull().default('none'),
    /** How odds are shown: decimal, fractional or american. */
    oddsFormat: varchar('odds_format', { length: 12 }).notNull().default('decimal'),
    /** Minutes between reality checks (15, 30 or 60), or null for none. */
    realityCheckMinutes: integer('reality_check_minutes'),
    /**
     * The kinds of notification the player chose not to see: still written, but neither listed, counted
     * nor pushed, so showing a kind again brings back what happened meanwhile.
     */
    hiddenNotificationKinds: text('hidden_notification_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_settings_odds_change_policy_check', sql`${t.oddsChangePolicy} in ('none', 'higher', 'any')`),
    check('user_settings_odds_format_check', sql`${t.oddsFormat} in ('decimal', 'fractional', 'american')`),
  ],
);
