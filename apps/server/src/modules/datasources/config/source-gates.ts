import type { TDataSourceId, TSyncOutcome } from '@galope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/connect';
import type { LiveBus } from '../../live';
import {
  findApiConfigurations,
  getApiConfiguration,
  recordSyncOutcome,
  setSourceStatus,
} from './api-configurations-repository';
import { isSourceError, sourceError } from '../calls/data-source-error';
import {
  type DataSourcesSettings,
  missingCredentials,
  RAPIDAPI_UK_STATS_ID,
  SOURCES,
  sourceOfExternalId,
} from './source-catalogue';
import type { SyncContext, SyncOutcome } from '../sync/sync-racing-sources';
import type { SourceAdapters } from '../adapters/create-source-adapters';

/** What every data-source use case works with: built once (createDataSourceService), shared by all. */
export type SourceDeps = {
  db: Db;
  bus: LiveBus;
  log: FastifyBaseLogger;
  config: DataSourcesSettings;
  adapters: SourceAdapters;
};

/** The sync context: priorities as configured now (decision 018: 1 is the strongest; the UK RapidAPI feed just below TheRacingAPI). */
export async function syncContext({ db, bus, adapters }: SourceDeps): Promise<SyncContext> {
  const ranks = new Map((await findApiConfigurations(db)).map((row) => [row.apiId, row.priority]));
  const priorityOf = (externalId: string | null) => {
    const source = sourceOfExternalId(externalId);
    if (source === null) return Number.POSITIVE_INFINITY;
    if (source === RAPIDAPI_UK_STATS_ID) return (ranks.get('horse-racing-api') ?? 99) + 0.5;
    return ranks.get(source) ?? 99;
  };
  return { db, bus, adapters, priorityOf, now: new Date() };
}

export async function getSourceConfiguration(db: Db, apiId: TDataSourceId) {
  const row = await getApiConfiguration(db, apiId);
  if (!row) throw sourceError('SOURCE_NOT_CONFIGURED', `${SOURCES[apiId].name} no está configurada`);
  return row;
}

export function syntheticMessage(apiId: TDataSourceId): string {
  return `${SOURCES[apiId].name} usa solo datos sintéticos: el simulador alimenta el tablero y no se llama al servicio`;
}

/** A disabled source is refused; 'synthetic' when it is to make no call, null when it may go ahead. */
export async function checkSwitches(db: Db, apiId: TDataSourceId): Promise<'synthetic' | null> {
  const row = await getSourceConfiguration(db, apiId);
  if (!row.isEnabled) {
    throw sourceError('SOURCE_DISABLED', `${SOURCES[apiId].name} está desactivada: actívala para sincronizar`);
  }
  return row.useSyntheticOnly ? 'synthetic' : null;
}

/** The switches, then the credentials (a source without them is not connected, and costs no call). */
export async function gateSync({ db, config }: SourceDeps, apiId: TDataSourceId): Promise<'synthetic' | null> {
  if ((await checkSwitches(db, apiId)) === 'synthetic') return 'synthetic';
  const missing = missingCredentials(apiId, config);
  if (missing) {
    await setSourceStatus(db, apiId, 'disconnected');
    throw sourceError('SOURCE_NOT_CONFIGURED', missing);
  }
  return null;
}

/** complete when nothing failed; failed when something failed and nothing was stored. */
export function outcomeOf(outcome: { errors: string[]; counts: { stored: number } }): TSyncOutcome {
  if (outcome.errors.length === 0) return 'complete';
  return outcome.counts.stored > 0 ? 'partial' : 'failed';
}

/**
 * Runs a sync step of one source and records how it went: connected, and synced now, only when
 * everything asked was stored; a partial or failed sync is an error, with its failures kept.
 */
export async function recorded<T extends { errors: string[]; counts: { stored: number } }>(
  db: Db,
  apiId: TDataSourceId,
  run: () => Promise<T>,
): Promise<T> {
  try {
    const outcome = await run();
    await recordSyncOutcome(db, apiId, { outcome: outcomeOf(outcome), error: outcome.errors.join('; ') || null });
    return outcome;
  } catch (error) {
    // Our own limit says nothing about the service's health.
    if (isSourceError(error) && error.code !== 'DAILY_LIMIT_REACHED') {
      await recordSyncOutcome(db, apiId, { outcome: 'failed', error: error.message });
    }
    throw error;
  }
}

export function logSyncOutcome(log: FastifyBaseLogger, apiId: TDataSourceId, outcome: SyncOutcome): void {
  log.info(
    { source: apiId, synced: outcome.synced, settled: outcome.settled, errors: outcome.errors },
    'data source synced',
  );
}
