import type {
  TDataSourceId,
  TRacingConnectionResponse,
  TSyncCompleteResponse,
  TSyncResponse,
  TTestApiResponse,
  TUpdateRealOddsResponse,
  TUsRacingTestResponse,
} from '@galope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { LiveBus } from '../live';
import { API_FOOTBALL_ENDPOINTS } from './adapters/api-football';
import { RAPIDAPI_RACING_ENDPOINTS, racesOfDay } from './adapters/rapidapi-racing';
import { ODDS_API_ENDPOINTS, isRacingSport } from './adapters/the-odds-api';
import { THE_RACING_API_ENDPOINTS } from './adapters/the-racing-api';
import { findApiConfigurations, getApiConfiguration, setSourceStatus } from './api-configurations-repository';
import { createSourceAdapters } from './create-source-adapters';
import { isSourceError, type SourceError, sourceError } from './data-source-error';
import {
  type DataSourcesSettings,
  missingCredentials,
  RAPIDAPI_UK_NAME,
  RAPIDAPI_UK_STATS_ID,
  SOURCES,
  sourceOfExternalId,
  type StatsId,
} from './source-catalogue';
import {
  type RacingSyncOutcome,
  type SyncContext,
  type SyncOutcome,
  syncRapidRacing,
  syncTheRacingApi,
} from './sync-racing-sources';
import { dateInZone } from './source-values';
import { syncApiFootball, syncOddsApi } from './sync-sports-sources';

export type DataSourceService = ReturnType<typeof createDataSourceService>;

type Probe = TTestApiResponse & { count: number; endpoints: string[] };

/**
 * The data sources' use cases, shared by the routes and the auto-sync job. Before any call it checks
 * the source's switches: a disabled source is refused, a synthetic-only source makes no call (the
 * simulator feeds the board), a source without credentials reports itself not connected. A test or
 * a sync records what it found in the configuration's status (connected / error / disconnected).
 * Two syncs of one source at once share the first one's run.
 */
export function createDataSourceService(options: {
  db: Db;
  bus: LiveBus;
  log: FastifyBaseLogger;
  config: DataSourcesSettings;
}) {
  const { db, bus, log, config } = options;
  const adapters = createSourceAdapters(db, config);
  const running = new Map<string, Promise<unknown>>();

  const once = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const current = running.get(key) as Promise<T> | undefined;
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };

  /** The sync context: priorities as configured now (1 is the strongest; the UK RapidAPI feed just below TheRacingAPI). */
  const context = async (): Promise<SyncContext> => {
    const ranks = new Map((await findApiConfigurations(db)).map((row) => [row.apiId, row.priority]));
    const priorityOf = (externalId: string | null) => {
      const source = sourceOfExternalId(externalId);
      if (source === null) return Number.POSITIVE_INFINITY;
      if (source === RAPIDAPI_UK_STATS_ID) return (ranks.get('horse-racing-api') ?? 99) + 0.5;
      return ranks.get(source) ?? 99;
    };
    return { db, bus, adapters, priorityOf, now: new Date() };
  };

  const configuration = async (apiId: TDataSourceId) => {
    const row = await getApiConfiguration(db, apiId);
    if (!row) throw sourceError('SOURCE_NOT_CONFIGURED', `${SOURCES[apiId].name} no está configurada`);
    return row;
  };

  const syntheticMessage = (apiId: TDataSourceId) =>
    `${SOURCES[apiId].name} usa solo datos sintéticos: el simulador alimenta el tablero y no se llama al servicio`;

  /** A disabled source is refused; 'synthetic' when it is to make no call, null when it may go ahead. */
  const checkSwitches = async (apiId: TDataSourceId): Promise<'synthetic' | null> => {
    const row = await configuration(apiId);
    if (!row.isEnabled) {
      throw sourceError('SOURCE_DISABLED', `${SOURCES[apiId].name} está desactivada: actívala para sincronizar`);
    }
    return row.useSyntheticOnly ? 'synthetic' : null;
  };

  /** The switches, then the credentials (a source without them is not connected, and costs no call). */
  const gateSync = async (apiId: TDataSourceId): Promise<'synthetic' | null> => {
    if ((await checkSwitches(apiId)) === 'synthetic') return 'synthetic';
    const missing = missingCredentials(apiId, config);
    if (missing) {
      await setSourceStatus(db, apiId, 'disconnected');
      throw sourceError('SOURCE_NOT_CONFIGURED', missing);
    }
    return null;
  };

  /** Runs a sync step of one source and records the outcome in its status. */
  const recorded = async <T>(apiId: TDataSourceId, run: () => Promise<T>): Promise<T> => {
    try {
      const outcome = await run();
      await setSourceStatus(db, apiId, 'connected', { synced: true });
      return outcome;
    } catch (error) {
      // Our own limit says nothing about the service's health.
      if (isSourceError(error) && error.code !== 'DAILY_LIMIT_REACHED') {
        await setSourceStatus(db, apiId, 'error');
      }
      throw error;
    }
  };

  const syncOf = (apiId: TDataSourceId, ctx: SyncContext): Promise<SyncOutcome> => {
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
  };

  /** Connection tests: one cheap call each (TheRacingAPI's courses, the day's race list, the sport list, API-Football's free status). */
  const probes: Record<StatsId, () => Promise<Probe>> = {
    'horse-racing-api': async () => {
      // A test is when an operator checks an upgraded plan: the next sync asks the richest cards again.
      adapters.theRacingApi.forgetPlan();
      const { total } = await adapters.theRacingApi.courses();
      return {
        connected: true,
        details: `Conectado a TheRacingAPI: ${total} hipódromos disponibles`,
        count: total,
        endpoints: THE_RACING_API_ENDPOINTS,
      };
    },
    [RAPIDAPI_UK_STATS_ID]: async () => {
      const today = dateInZone(new Date(), 'Europe/London');
      // The list may hold races of other days: only today's are counted.
      const races = racesOfDay(await adapters.rapidUk.racecards(today), today);
      return {
        connected: true,
        details: `Conectado a ${RAPIDAPI_UK_NAME}: ${races.length} carreras hoy`,
        count: races.length,
        endpoints: RAPIDAPI_RACING_ENDPOINTS.map((endpoint) => `${endpoint} (RapidAPI)`),
      };
    },
    'us-horse-racing-api': async () => {
      const today = dateInZone(new Date(), 'America/New_York');
      const races = racesOfDay(await adapters.rapidUsa.racecards(today), today);
      return {
        connected: true,
        details: `Conectado a Horse Racing USA: ${races.length} carreras hoy`,
        count: races.length,
        endpoints: RAPIDAPI_RACING_ENDPOINTS,
      };
    },
    'uk-betting-odds-api': async () => {
      const sports = await adapters.oddsApi.sports();
      const active = sports.filter((sport) => sport.active !== false);
      const racing = active.filter(isRacingSport).length;
      return {
        connected: true,
        details: `Conectado a The Odds API (UK): ${active.length} deportes activos${racing > 0 ? `, ${racing} de carreras de caballos` : ', ninguno de carreras de caballos'}`,
        count: active.length,
        endpoints: ODDS_API_ENDPOINTS,
      };
    },
    'sport-api': async () => {
      const status = await adapters.apiFootball.status();
      const usage =
        status.current !== null && status.limitDay !== null
          ? `, ${status.current}/${status.limitDay} llamadas hoy`
          : '';
      return {
        connected: true,
        details: `Conectado a API-Football${status.plan ? ` (plan ${status.plan})` : ''}${usage}`,
        count: status.current ?? 0,
        endpoints: API_FOOTBALL_ENDPOINTS,
      };
    },
  };

  /**
   * A connection test of one service: no call without credentials or in synthetic-only mode; a
   * failed call is a "not connected" answer with the reason; our own daily limit is an error (429).
   */
  const probe = async (statsId: StatsId): Promise<Probe> => {
    const apiId: TDataSourceId = statsId === RAPIDAPI_UK_STATS_ID ? 'horse-racing-api' : statsId;
    const ownStatus = statsId === apiId;
    const row = await configuration(apiId);
    const notConnected = (details: string): Probe => ({ connected: false, details, count: 0, endpoints: [] });
    if (row.useSyntheticOnly) return notConnected(syntheticMessage(apiId));
    const missing = missingCredentials(statsId, config);
    if (missing) {
      if (ownStatus) await setSourceStatus(db, apiId, 'disconnected');
      return notConnected(missing);
    }
    try {
      const result = await probes[statsId]();
      if (ownStatus) await setSourceStatus(db, apiId, 'connected');
      return result;
    } catch (error) {
      if (!isSourceError(error) || error.code === 'DAILY_LIMIT_REACHED') throw error;
      if (ownStatus) await setSourceStatus(db, apiId, 'error');
      return notConnected(error.message);
    }
  };

  const plain = ({ connected, details }: Probe): TTestApiResponse => ({ connected, details });

  const syncResponse = (apiId: TDataSourceId, outcome: SyncOutcome): TSyncResponse => {
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
  };

  const logOutcome = (apiId: TDataSourceId, outcome: SyncOutcome) => {
    log.info(
      { source: apiId, synced: outcome.synced, settled: outcome.settled, errors: outcome.errors },
      'data source synced',
    );
  };

  const service = {
    testSource: async (apiId: TDataSourceId): Promise<TTestApiResponse> => plain(await probe(apiId)),

    /** After an operator changes a source's configuration: what was learnt of its plan is asked again. */
    configurationChanged: (apiId: TDataSourceId): void => {
      if (apiId === 'horse-racing-api') adapters.theRacingApi.forgetPlan();
    },

    testUsRacing: async (): Promise<TUsRacingTestResponse> => {
      const result = await probe('us-horse-racing-api');
      return { ...plain(result), data: { racesFound: result.count } };
    },

    testRacingConnection: async (): Promise<TRacingConnectionResponse> => {
      const soft = async (statsId: StatsId) => {
        try {
          return await probe(statsId);
        } catch (error) {
          if (!isSourceError(error)) throw error;
          return { connected: false, details: error.message, count: 0, endpoints: [] };
        }
      };
      const [main, rapid] = [await soft('horse-racing-api'), await soft(RAPIDAPI_UK_STATS_ID)];
      return {
        connected: main.connected,
        message: main.connected ? 'Conexión con TheRacingAPI establecida' : 'No se pudo conectar con TheRacingAPI',
        tracksAvailable: main.count,
        rapidApi: plain(rapid),
        details: main.details,
        availableEndpoints: [...main.endpoints, ...rapid.endpoints],
      };
    },

    /** A manual or automatic sync of one source. */
    syncSource: (apiId: TDataSourceId): Promise<TSyncResponse> =>
      once(`sync:${apiId}`, async () => {
        if ((await gateSync(apiId)) === 'synthetic') {
          return { success: true, message: syntheticMessage(apiId), synced: 0, settled: 0, synthetic: true };
        }
        const outcome = await recorded(apiId, async () => syncOf(apiId, await context()));
        logOutcome(apiId, outcome);
        return syncResponse(apiId, outcome);
      }),

    /** Today's TheRacingAPI cards and results only: the quick refresh the live view asks for. */
    liveSyncRacing: (): Promise<{ message: string }> =>
      once('live-sync', async () => {
        if ((await gateSync('horse-racing-api')) === 'synthetic')
          return { message: syntheticMessage('horse-racing-api') };
        const outcome = await recorded('horse-racing-api', async () =>
          syncTheRacingApi(await context(), { days: ['today'] }),
        );
        logOutcome('horse-racing-api', outcome);
        return {
          message: `Sincronización en vivo: ${outcome.synced} carreras de hoy actualizadas, ${outcome.settled} cerradas`,
        };
      }),

    /** TheRacingAPI (today and tomorrow) and the RapidAPI UK feed: either may fail alone. */
    syncCompleteRacing: (): Promise<TSyncCompleteResponse> =>
      once('sync-complete', async () => {
        const empty = { theRacingApi: { totalUpcoming: 0 }, rapidApi: { totalRaces: 0 }, tracks: 0 };
        if ((await checkSwitches('horse-racing-api')) === 'synthetic') {
          return { success: true, message: syntheticMessage('horse-racing-api'), data: empty };
        }
        const ctx = await context();
        const failures: SourceError[] = [];
        const part = async (statsId: StatsId, run: () => Promise<RacingSyncOutcome>) => {
          const missing = missingCredentials(statsId, config);
          if (missing) {
            if (statsId === 'horse-racing-api') await setSourceStatus(db, statsId, 'disconnected');
            const name = statsId === RAPIDAPI_UK_STATS_ID ? RAPIDAPI_UK_NAME : SOURCES['horse-racing-api'].name;
            failures.push(sourceError('SOURCE_NOT_CONFIGURED', `${name}: ${missing}`));
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
          recorded('horse-racing-api', () => syncTheRacingApi(ctx, { days: ['today', 'tomorrow'] })),
        );
        const rapid = await part(RAPIDAPI_UK_STATS_ID, () => syncRapidRacing(ctx, 'uk'));
        if (!main && !rapid) {
          const worst = failures.find((failure) => failure.code !== 'SOURCE_NOT_CONFIGURED') ?? failures[0]!;
          throw sourceError(worst.code, failures.map((failure) => failure.message).join('; '), worst.cause);
        }
        const errors = [
          ...failures.map((failure) => failure.message),
          ...(main?.errors ?? []),
          ...(rapid?.errors ?? []),
        ];
        const tracks = new Set([...(main?.trackIds ?? []), ...(rapid?.trackIds ?? [])]).size;
        const data = {
          theRacingApi: { totalUpcoming: main?.upcoming ?? 0 },
          rapidApi: { totalRaces: rapid?.listed ?? 0 },
          tracks,
        };
        log.info({ data, errors }, 'complete racing sync');
        return {
          success: true,
          message: `Sincronización completa: ${data.theRacingApi.totalUpcoming} carreras próximas de TheRacingAPI, ${data.rapidApi.totalRaces} carreras de RapidAPI, ${tracks} hipódromos`,
          data,
          ...(errors.length > 0 ? { error: errors.join('; ') } : {}),
        };
      }),

    /** Prices only (no scores): the Odds API's winner market onto races and events. */
    updateRealOdds: (): Promise<TUpdateRealOddsResponse> =>
      once('update-real-odds', async () => {
        if ((await gateSync('uk-betting-odds-api')) === 'synthetic') {
          return { success: true, message: syntheticMessage('uk-betting-odds-api'), updated: 0 };
        }
        const outcome = await recorded('uk-betting-odds-api', async () =>
          syncOddsApi(await context(), { scores: false }),
        );
        logOutcome('uk-betting-odds-api', outcome);
        return {
          success: true,
          message: `Cuotas actualizadas: ${outcome.updated} carreras y eventos con precio de The Odds API (UK)`,
          updated: outcome.updated,
          ...(outcome.errors.length > 0 ? { error: outcome.errors.join('; ') } : {}),
        };
      }),
  };
  return service;
}
