import type { TDataSourceId, TSyncResponse } from '@galope/contracts';
import { SOURCES } from './source-catalogue';
import { type SyncContext, type SyncOutcome, syncRapidRacing, syncTheRacingApi } from './sync-racing-sources';
import { syncApiFootball, syncOddsApi } from './sync-sports-sources';
import { gateSync, logSyncOutcome, recorded, type SourceDeps, syncContext, syntheticMessage } from './source-gates';

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

function syncResponse(apiId: TDataSourceId, outcome: SyncOutcome): TSyncResponse {
  const racing = apiId === 'horse-racing-api' || apiId === 'us-horse-racing-api';
  const counts = racing
    ? `${outcome.synced} carreras sincronizadas, ${outcome.settled} cerradas`
    : `${outcome.synced} eventos sincronizados, ${outcome.settled} cerrados`;
  return {
    success: true,
    message: `${SOURCES[apiId].name}: ${counts}`,
    synced: outcome.synced,
    settled: outcome.settled,
    synthetic: false,
    ...(outcome.errors.length > 0 ? { error: outcome.errors.join('; ') } : {}),
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
