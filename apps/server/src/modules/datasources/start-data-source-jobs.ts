import { isAutoSynced } from '@galope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { findApiConfigurations, isSourceId } from './config/api-configurations-repository';
import { resetDailyCounters } from './calls/call-budget';
import type { DataSourceService } from './data-source-service';
import { type DataSourcesSettings, missingCredentials } from './config/source-catalogue';

/** How often the job looks for a source whose interval has passed (intervals are whole minutes). */
const TICK_MS = 30_000;

/**
 * Auto sync, in the leader instance only (jobs/start-jobs.ts): each source that is switched on, set
 * to auto sync, not synthetic-only and has credentials is synced once its interval has passed since
 * its last sync — or since the last attempt, so that a failing service is not asked every tick. The
 * UK RapidAPI feed is left to the manual complete sync: its plan allows few calls a day.
 * Returns the function that stops it (waiting for a sync under way).
 */
export function startDataSourceJobs(options: {
  db: Db;
  /** The one the routes use too: a sync asked for by hand while the job runs the same one shares its run. */
  service: DataSourceService;
  log: FastifyBaseLogger;
  config: DataSourcesSettings;
  tickMs?: number;
}): () => Promise<void> {
  const { db, service, log, config } = options;
  const lastAttempt = new Map<string, number>();

  const tick = async () => {
    await resetDailyCounters(db);
    for (const row of await findApiConfigurations(db)) {
      if (!isSourceId(row.apiId)) continue;
      const source = row.apiId;
      const missing = missingCredentials(source, config);
      // The rule /api-management states to the operator, from the same function.
      if (!isAutoSynced({ ...row, credentialsConfigured: missing === null })) {
        const reason =
          !row.isEnabled || !row.autoSync ? 'switched off' : row.useSyntheticOnly ? 'synthetic only' : missing;
        log.debug({ source, reason }, 'auto sync skipped');
        continue;
      }
      const now = Date.now();
      const last = Math.max(row.lastSyncAt?.getTime() ?? 0, lastAttempt.get(source) ?? 0);
      if (now - last < row.syncInterval * 60_000) continue;
      lastAttempt.set(source, now);
      try {
        await service.syncSource(source);
      } catch (error) {
        log.warn({ err: error, source }, 'auto sync failed');
      }
    }
  };

  let running: Promise<void> | undefined;
  const run = () => {
    running ??= tick()
      .catch((error: unknown) => log.error({ err: error }, 'data source job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, options.tickMs ?? TICK_MS);
  timer.unref();
  run();

  return async () => {
    clearInterval(timer);
    await running;
  };
}
