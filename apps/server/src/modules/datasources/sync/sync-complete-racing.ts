import type { TSyncCompleteResponse } from '@galope/contracts';
import { setSourceStatus } from '../config/api-configurations-repository';
import { isSourceError, type SourceError, sourceError } from '../calls/data-source-error';
import { missingCredentials, RAPIDAPI_UK_STATS_ID, type StatsId } from '../config/source-catalogue';
import { type RacingSyncOutcome, type SyncCounts, syncRapidRacing, syncTheRacingApi } from './sync-racing-sources';
import { syncReport } from './sync-source';
import { checkSwitches, recorded, type SourceDeps, syncContext, syntheticMessage } from '../config/source-gates';

/** TheRacingAPI (today and tomorrow) and the RapidAPI UK feed: either may fail alone. */
export async function syncCompleteRacing(deps: SourceDeps): Promise<TSyncCompleteResponse> {
  const { db, log, config } = deps;
  const empty = { theRacingApi: { totalUpcoming: 0 }, rapidApi: { totalRaces: 0 }, tracks: 0 };
  if ((await checkSwitches(db, 'horse-racing-api')) === 'synthetic') {
    return { success: true, message: syntheticMessage('horse-racing-api'), data: empty };
  }
  const ctx = await syncContext(deps);
  const failures: SourceError[] = [];
  const part = async (statsId: StatsId, run: () => Promise<RacingSyncOutcome>) => {
    const missing = missingCredentials(statsId, config);
    if (missing) {
      if (statsId === 'horse-racing-api') await setSourceStatus(db, statsId, 'disconnected');
      failures.push(sourceError('SOURCE_NOT_CONFIGURED', missing));
      return undefined;
    }
    try {
      return await run();
    } catch (error) {
      if (!isSourceError(error)) throw error;
      failures.push(error);
      return undefined;
    }
  };
  const main = await part('horse-racing-api', () =>
    recorded(db, 'horse-racing-api', () => syncTheRacingApi(ctx, { days: ['today', 'tomorrow'] })),
  );
  const rapid = await part(RAPIDAPI_UK_STATS_ID, () => syncRapidRacing(ctx, 'uk'));
  if (!main && !rapid) {
    const worst = failures.find((failure) => failure.code !== 'SOURCE_NOT_CONFIGURED') ?? failures[0]!;
    throw sourceError(worst.code, failures.map((failure) => failure.message).join('; '), worst.cause);
  }
  const errors = [...failures.map((failure) => failure.message), ...(main?.errors ?? []), ...(rapid?.errors ?? [])];
  const tracks = new Set([...(main?.trackIds ?? []), ...(rapid?.trackIds ?? [])]).size;
  const data = {
    theRacingApi: { totalUpcoming: main?.upcoming ?? 0 },
    rapidApi: { totalRaces: rapid?.listed ?? 0 },
    tracks,
  };
  const sum = (key: keyof SyncCounts) => (main?.counts[key] ?? 0) + (rapid?.counts[key] ?? 0);
  const counts = { read: sum('read'), stored: sum('stored'), updated: sum('updated'), refused: sum('refused') };
  const parts = [
    ...(main?.parts ?? []).map((part) => ({ ...part, name: `TheRacingAPI · ${part.name}` })),
    ...(rapid?.parts ?? []).map((part) => ({ ...part, name: `RapidAPI · ${part.name}` })),
  ];
  log.info({ data, counts, errors }, 'complete racing sync');
  const stored = (outcome?: RacingSyncOutcome) => outcome?.counts.stored ?? 0;
  return {
    ...syncReport({ synced: counts.stored, settled: 0, errors, counts, parts }),
    message: `Sincronización completa: ${stored(main)} carreras guardadas de TheRacingAPI, ${stored(rapid)} de RapidAPI (${data.rapidApi.totalRaces} en su lista), ${tracks} hipódromos${errors.length > 0 ? `; ${errors.length} fallos` : ''}`,
    data,
  };
}
