import { USER_ROLES, USER_STATUSES } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, jsonb, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, serialId, timestamptz, updatedAt } from '../../db/columns';

export const userRole = pgEnum('user_role', USER_ROLES);

export const userStatus = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: varchar('email', { length: 255 }).notNull(),
    password: text('password').notNull(),
    username: varchar('username', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    /** YYYY-MM-DD; null for accounts from before the site asked (the web app then asks first). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    profileImageUrl: text('profile_image_url'),
    balance: money('balance').notNull().default('0.00'),
    preferredLanguage: varchar('preferred_language', { length: 2 }).notNull().default('es'),
    role: userRole('role').notNull().default('user'),
    status: userStatus('status').notNull().default('pending'),
    /** Set instead of deleting a player who has bets or ledger rows: no money record is ever lost. */
    deactivatedAt: timestamptz('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Jugador" and "jugador" are the same person at login.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_status_created_idx').on(t.status, t.createdAt),
    check('users_balance_non_negative', sql`${t.balance} >= 0`),
    check('users_preferred_language_check', sql`${t.preferredLanguage} in ('es', 'en')`),
  ],
);

/** Server-side sessions; `sid` holds the SHA-256 of the cookie's token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess').$type<{ userId: number; createdAt: string; ip?: string; userAgent?: string }>().notNull(),
    expire: timestamptz('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** Failed sign-in attempts, by account and by address, for the login rate limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 300 }).notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.attemptedAt)],
);
