import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { apiConfigurations, apiStats } from '../schema';
import { RAPIDAPI_UK_DAILY_LIMIT, RAPIDAPI_UK_STATS_ID, SOURCES, STATS_NAMES } from './source-catalogue';

/**
 * At every start: the four sources' configuration rows and the call-ledger rows exist. Idempotent —
 * an existing row keeps what the operator set; only a row that is missing is written with the
 * defaults (disconnected until a test or a sync says otherwise).
 */
export async function ensureApiConfigurations(db: Db): Promise<void> {
  const sources = Object.values(SOURCES);
  await db
    .insert(apiConfigurations)
    .values(
      sources.map((source) => ({
        apiId: source.apiId,
        apiName: source.name,
        description: source.description,
        isEnabled: true,
        dailyLimit: source.dailyLimit,
        syncInterval: 60,
        autoSync: true,
        useSyntheticOnly: false,
        priority: source.priority,
        status: 'disconnected',
      })),
    )
    .onConflictDoNothing({ target: apiConfigurations.apiId });
  await db
    .insert(apiStats)
    .values(
      Object.entries(STATS_NAMES).map(([apiId, apiName]) => ({
        apiId,
        apiName,
        dailyLimit: apiId === RAPIDAPI_UK_STATS_ID ? RAPIDAPI_UK_DAILY_LIMIT : null,
      })),
    )
    .onConflictDoNothing({ target: apiStats.apiId });
  // The ledger enforces the configured limit: it holds the configuration's value, kept equal here and on every change.
  await db.execute(sql`
    update ${apiStats} set daily_limit = c.daily_limit
    from ${apiConfigurations} c
    where c.api_id = ${apiStats.apiId} and ${apiStats.dailyLimit} is distinct from c.daily_limit`);
}
