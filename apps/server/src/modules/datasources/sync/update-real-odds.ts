import type { TUpdateRealOddsResponse } from '@galope/contracts';
import { syncOddsApi } from './sync-sports-sources';
import { syncReport } from './sync-source';
import {
  gateSync,
  logSyncOutcome,
  recorded,
  type SourceDeps,
  syncContext,
  syntheticMessage,
} from '../config/source-gates';

/** Prices only (no scores): the Odds API's winner market onto races and events. */
export async function updateRealOdds(deps: SourceDeps): Promise<TUpdateRealOddsResponse> {
  if ((await gateSync(deps, 'uk-betting-odds-api')) === 'synthetic') {
    return { success: true, message: syntheticMessage('uk-betting-odds-api'), updated: 0 };
  }
  const outcome = await recorded(deps.db, 'uk-betting-odds-api', async () =>
    syncOddsApi(await syncContext(deps), { scores: false }),
  );
  logSyncOutcome(deps.log, 'uk-betting-odds-api', outcome);
  const { success, error } = syncReport(outcome);
  return {
    success,
    message: `Cuotas actualizadas: ${outcome.updated} carreras y eventos con precio de The Odds API (UK)`,
    updated: outcome.updated,
    ...(error ? { error } : {}),
  };
}
