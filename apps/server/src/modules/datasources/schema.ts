import { LAST_SYNC_ERROR_MAX } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, updatedAt } from '../../db/columns';

export const apiConfigurations = pgTable(
  'api_configurations',
  {
    id: serialId(),
    apiId: varchar('api_id', { length: 50 }).notNull().unique(),
    apiName: varchar('api_name', { length: 100 }).notNull(),
    description: text('description'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Null means unlimited. */
    dailyLimit: integer('daily_limit').default(1000),
    /** Minutes. */
    syncInterval: integer('sync_interval').notNull().default(60),
    autoSync: boolean('auto_sync').notNull().default(true),
    useSyntheticOnly: boolean('use_synthetic_only').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('disconnected'),
    lastSyncAt: timestamptz('last_sync_at'),
    /** How the last sync went (complete, partial, failed); null: never synced. Unlike lastSyncAt, every sync sets it. */
    lastSyncOutcome: varchar('last_sync_outcome', { length: 10 }),
    /** What the last sync failed at (each failure named), null when it was complete: the list keeps it after the toast. */
    lastSyncError: text('last_sync_error'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('api_configurations_daily_limit_check', sql`${t.dailyLimit} is null or ${t.dailyLimit} between 1 and 10000`),
    check('api_configurations_sync_interval_check', sql`${t.syncInterval} between 1 and 1440`),
    check(
      'api_configurations_last_sync_outcome_check',
      sql`${t.lastSyncOutcome} is null or ${t.lastSyncOutcome} in ('complete', 'partial', 'failed')`,
    ),
    check(
      'api_configurations_last_sync_error_check',
      sql`${t.lastSyncError} is null or char_length(${t.lastSyncError}) <= ${sql.raw(String(LAST_SYNC_ERROR_MAX))}`,
    ),
  ],
);

export const apiStats = pgTable('api_stats', {
  id: serialId(),
  apiId: varchar('api_id', { length: 50 }).notNull().unique(),
  apiName: varchar('api_name', { length: 100 }).notNull(),
  totalCalls: integer('total_calls').notNull().default(0),
  successfulCalls: integer('successful_calls').notNull().default(0),
  failedCalls: integer('failed_calls').notNull().default(0),
  callsToday: integer('calls_today').notNull().default(0),
  dailyLimit: integer('daily_limit'),
  remainingCalls: integer('remaining_calls'),
  /** The daily limit the service itself last reported in its headers (API-Football: x-ratelimit-requests-limit). */
  serviceLimit: integer('service_limit'),
  lastCallAt: timestamptz('last_call_at'),
  lastResetAt: timestamptz('last_reset_at'),
  errorTypes: jsonb('error_types').$type<Record<string, number>>().notNull().default({}),
});
