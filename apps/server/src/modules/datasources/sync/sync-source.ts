import type { TDataSourceId, TSyncResponse } from '@galope/contracts';
import { SOURCES } from '../config/source-catalogue';
import { type SyncContext, type SyncOutcome, syncRapidRacing, syncTheRacingApi } from './sync-racing-sources';
import { syncApiFootball, syncOddsApi } from './sync-sports-sources';
import {
  gateSync,
  logSyncOutcome,
  outcomeOf,
  recorded,
  type SourceDeps,
  syncContext,
  syntheticMessage,
} from '../config/source-gates';

function syncOf(apiId: TDataSourceId, ctx: SyncContext): Promise<SyncOutcome> {
  switch (apiId) {
    case 'horse-racing-api':
      return syncTheRacingApi(ctx, { days: ['today', 'tomorrow'] });
    case 'us-horse-racing-api':
      return syncRapidRacing(ctx, 'usa');
    case 'uk-betting-odds-api':
      return syncOddsApi(ctx, { scores: true });
    case 'sport-api':
      return syncApiFootball(ctx);
  }
}

/** The report every sync answer carries: how it went, its counts, by league or track, each failure. */
export function syncReport(outcome: SyncOutcome) {
  const result = outcomeOf(outcome);
  return {
    success: result === 'complete',
    outcome: result,
    counts: outcome.counts,
    parts: outcome.parts,
    errors: outcome.errors,
    ...(outcome.errors.length > 0 ? { error: outcome.errors.join('; ') } : {}),
  };
}

function syncResponse(apiId: TDataSourceId, outcome: SyncOutcome): TSyncResponse {
  const racing = apiId === 'horse-racing-api' || apiId === 'us-horse-racing-api';
  const { read, refused } = outcome.counts;
  const counts = racing
    ? `${outcome.synced} carreras sincronizadas de ${read} leídas, ${outcome.settled} cerradas`
    : `${outcome.synced} eventos sincronizados de ${read} leídos, ${outcome.settled} cerrados`;
  const failed = outcome.errors.length > 0 ? `; ${outcome.errors.length} fallos` : '';
  return {
    ...syncReport(outcome),
    message: `${SOURCES[apiId].name}: ${counts}${refused > 0 ? ` (${refused} sin guardar)` : ''}${failed}`,
    synced: outcome.synced,
    settled: outcome.settled,
    synthetic: false,
  };
}

/** A manual or automatic sync of one source. */
export async function syncSource(deps: SourceDeps, apiId: TDataSourceId): Promise<TSyncResponse> {
  if ((await gateSync(deps, apiId)) === 'synthetic') {
    return { success: true, message: syntheticMessage(apiId), synced: 0, settled: 0, synthetic: true };
  }
  const outcome = await recorded(deps.db, apiId, async () => syncOf(apiId, await syncContext(deps)));
  logSyncOutcome(deps.log, apiId, outcome);
  return syncResponse(apiId, outcome);
}

/** Today's TheRacingAPI cards and results only: the quick refresh the live view asks for. */
export async function liveSyncRacing(deps: SourceDeps): Promise<{ message: string }> {
  if ((await gateSync(deps, 'horse-racing-api')) === 'synthetic')
    return { message: syntheticMessage('horse-racing-api') };
  const outcome = await recorded(deps.db, 'horse-racing-api', async () =>
    syncTheRacingApi(await syncContext(deps), { days: ['today'] }),
  );
  logSyncOutcome(deps.log, 'horse-racing-api', outcome);
  return {
    message: `Sincronización en vivo: ${outcome.synced} carreras de hoy actualizadas, ${outcome.settled} cerradas`,
  };
}
