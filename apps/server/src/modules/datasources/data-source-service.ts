import type { TDataSourceId } from '@galope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { LiveBus } from '../live';
import { createSourceAdapters } from './adapters/create-source-adapters';
import type { DataSourcesSettings } from './config/source-catalogue';
import type { SourceDeps } from './config/source-gates';
import { syncCompleteRacing } from './sync/sync-complete-racing';
import { liveSyncRacing, syncSource } from './sync/sync-source';
import { testRacingConnection, testSource, testUsRacing } from './test-source';
import { updateRealOdds } from './sync/update-real-odds';

export type DataSourceService = ReturnType<typeof createDataSourceService>;

/**
 * The data sources' use cases, built once (app.ts) and shared by the routes and the auto-sync job.
 * Before any call each checks the source's switches (source-gates.ts): a disabled source is refused,
 * a synthetic-only source makes no call (the simulator feeds the board), a source without credentials
 * reports itself not connected. A test or a sync records what it found in the configuration's status
 * (connected / error / disconnected). Two syncs of one source at once share the first one's run.
 */
export function createDataSourceService(options: {
  db: Db;
  bus: LiveBus;
  log: FastifyBaseLogger;
  config: DataSourcesSettings;
}) {
  const deps: SourceDeps = { ...options, adapters: createSourceAdapters(options.db, options.config) };
  const running = new Map<string, Promise<unknown>>();

  const once = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const current = running.get(key) as Promise<T> | undefined;
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };

  return {
    testSource: (apiId: TDataSourceId) => testSource(deps, apiId),
    /** After an operator changes a source's configuration: what was learnt of its plan is asked again. */
    configurationChanged: (apiId: TDataSourceId): void => {
      if (apiId === 'horse-racing-api') deps.adapters.theRacingApi.forgetPlan();
    },
    testUsRacing: () => testUsRacing(deps),
    testRacingConnection: () => testRacingConnection(deps),
    syncSource: (apiId: TDataSourceId) => once(`sync:${apiId}`, () => syncSource(deps, apiId)),
    liveSyncRacing: () => once('live-sync', () => liveSyncRacing(deps)),
    syncCompleteRacing: () => once('sync-complete', () => syncCompleteRacing(deps)),
    updateRealOdds: () => once('update-real-odds', () => updateRealOdds(deps)),
  };
}
