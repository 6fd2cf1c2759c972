import {
  API_CONFIGURATION_STATUSES,
  DATA_SOURCE_IDS,
  LAST_SYNC_ERROR_MAX,
  type TApiConfigurationResponse,
  type TApiStatsEntry,
  type TDataSourceId,
  type TSyncOutcome,
} from '@galope/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DataSourcesConfig } from '../../../config';
import type { Db } from '../../../db/connect';
import { apiConfigurations, apiStats } from '../schema';
import { resetDailyCounters } from '../calls/call-budget';
import { missingCredentials, RAPIDAPI_UK_STATS_ID, type StatsId } from './source-catalogue';

export type ApiConfigurationRow = typeof apiConfigurations.$inferSelect;

export async function findApiConfigurations(db: Db): Promise<ApiConfigurationRow[]> {
  return db.select().from(apiConfigurations).orderBy(asc(apiConfigurations.priority), asc(apiConfigurations.id));
}

export type SourceConfigurationRow = ApiConfigurationRow & { apiId: TDataSourceId };

/** By apiId ("sport-api") or by row id ("1"): the screens use both. */
export async function getApiConfiguration(db: Db, idOrApiId: string): Promise<SourceConfigurationRow | undefined> {
  const where = /^\d+$/.test(idOrApiId)
    ? eq(apiConfigurations.id, Number(idOrApiId))
    : eq(apiConfigurations.apiId, idOrApiId);
  const [row] = await db.select().from(apiConfigurations).where(where);
  return row && isSourceId(row.apiId) ? { ...row, apiId: row.apiId } : undefined;
}

export function isSourceId(value: string): value is TDataSourceId {
  return (DATA_SOURCE_IDS as readonly string[]).includes(value);
}

export type ApiConfigurationChanges = Partial<
  Pick<ApiConfigurationRow, 'isEnabled' | 'autoSync' | 'useSyntheticOnly' | 'dailyLimit' | 'syncInterval' | 'priority'>
>;

/** One transaction: the configuration and the ledger's copy of the daily limit that enforces it. */
export async function updateApiConfiguration(
  db: Db,
  apiId: TDataSourceId,
  changes: ApiConfigurationChanges,
): Promise<ApiConfigurationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiConfigurations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(apiConfigurations.apiId, apiId))
      .returning();
    if (changes.dailyLimit !== undefined) {
      await tx.update(apiStats).set({ dailyLimit: changes.dailyLimit }).where(eq(apiStats.apiId, apiId));
    }
    return row!;
  });
}

/** What the last connection test found, or that the source cannot be called (no credentials). */
export async function setSourceStatus(
  db: Db,
  apiId: TDataSourceId,
  status: (typeof API_CONFIGURATION_STATUSES)[number],
): Promise<void> {
  await db.update(apiConfigurations).set({ status, updatedAt: new Date() }).where(eq(apiConfigurations.apiId, apiId));
}

/**
 * How a sync went, in one write: complete makes the source connected and stamps lastSyncAt; partial
 * or failed leave it in error with what failed (cut to LAST_SYNC_ERROR_MAX), for the lists to show.
 */
export async function recordSyncOutcome(
  db: Db,
  apiId: TDataSourceId,
  { outcome, error }: { outcome: TSyncOutcome; error: string | null },
): Promise<void> {
  const now = new Date();
  const complete = outcome === 'complete';
  await db
    .update(apiConfigurations)
    .set({
      status: complete ? 'connected' : 'error',
      ...(complete ? { lastSyncAt: now } : {}),
      lastSyncOutcome: outcome,
      lastSyncError: complete ? null : boundedReason(error ?? ''),
      updatedAt: now,
    })
    .where(eq(apiConfigurations.apiId, apiId));
}

function boundedReason(text: string): string {
  const characters = [...text];
  if (characters.length <= LAST_SYNC_ERROR_MAX) return text;
  return `${characters.slice(0, LAST_SYNC_ERROR_MAX - 1).join('')}…`;
}

export function toApiConfigurationResponse(
  row: ApiConfigurationRow,
  config: DataSourcesConfig,
): TApiConfigurationResponse {
  const apiId = row.apiId as TDataSourceId;
  return {
    id: row.id,
    apiId,
    apiName: row.apiName,
    name: row.apiName,
    description: row.description,
    isEnabled: row.isEnabled,
    active: row.isEnabled,
    priority: row.priority,
    status: (API_CONFIGURATION_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as TApiConfigurationResponse['status'])
      : 'disconnected',
    dailyLimit: row.dailyLimit,
    syncInterval: row.syncInterval,
    autoSync: row.autoSync,
    useSyntheticOnly: row.useSyntheticOnly,
    credentialsConfigured: missingCredentials(apiId, config) === null,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    // The column's check allows only the three outcomes.
    lastSyncOutcome: row.lastSyncOutcome as TSyncOutcome | null,
    lastSyncError: row.lastSyncError,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The statistics page's map, by apiId. Counters are brought to today first, so that after midnight
 * (UTC) the page reads a fresh day even before the first call.
 */
export async function findApiStats(db: Db): Promise<Record<string, TApiStatsEntry>> {
  await resetDailyCounters(db);
  const [stats, configurations] = await Promise.all([
    db.select().from(apiStats).orderBy(asc(apiStats.id)),
    db.select({ apiId: apiConfigurations.apiId, isEnabled: apiConfigurations.isEnabled }).from(apiConfigurations),
  ]);
  const enabled = new Map(configurations.map((row) => [row.apiId, row.isEnabled]));
  const entries: Record<string, TApiStatsEntry> = {};
  for (const row of stats) {
    // The secondary UK feed follows horse-racing-api's switch.
    const governing: StatsId = row.apiId === RAPIDAPI_UK_STATS_ID ? 'horse-racing-api' : (row.apiId as StatsId);
    const ownRemainder = row.dailyLimit === null ? null : Math.max(0, row.dailyLimit - row.callsToday);
    const known = [ownRemainder, row.remainingCalls].filter((value): value is number => value !== null);
    entries[row.apiId] = {
      apiName: row.apiName,
      callsToday: row.callsToday,
      successRate: row.totalCalls === 0 ? null : Math.round((row.successfulCalls / row.totalCalls) * 1000) / 10,
      dailyLimit: row.dailyLimit,
      serviceLimit: row.serviceLimit,
      remainingCalls: known.length === 0 ? null : Math.min(...known),
      status: enabled.get(governing) ? 'Activa' : 'Inactiva',
      lastCall: row.lastCallAt?.toISOString() ?? null,
      totalCalls: row.totalCalls,
      successfulCalls: row.successfulCalls,
      successCalls: row.successfulCalls,
      failedCalls: row.failedCalls,
      errorTypes: row.errorTypes,
      lastResetAt: row.lastResetAt?.toISOString() ?? null,
    };
  }
  return entries;
}
