import type {
  TDataSourceId,
  TRacingConnectionResponse,
  TTestApiResponse,
  TUsRacingTestResponse,
} from '@galope/contracts';
import { API_FOOTBALL_ENDPOINTS } from './adapters/api-football';
import { RAPIDAPI_RACING_ENDPOINTS, racesOfDay } from './adapters/rapidapi-racing';
import { ODDS_API_ENDPOINTS, isRacingSport } from './adapters/the-odds-api';
import { THE_RACING_API_ENDPOINTS } from './adapters/the-racing-api';
import { setSourceStatus } from './config/api-configurations-repository';
import { isSourceError } from './calls/data-source-error';
import { missingCredentials, RAPIDAPI_UK_NAME, RAPIDAPI_UK_STATS_ID, type StatsId } from './config/source-catalogue';
import { dateInZone } from './adapters/source-values';
import type { SourceAdapters } from './adapters/create-source-adapters';
import { getSourceConfiguration, type SourceDeps, syntheticMessage } from './config/source-gates';

type Probe = TTestApiResponse & { count: number; endpoints: string[] };

/** Connection tests: one cheap call each (TheRacingAPI's courses, the day's race list, the sport list, API-Football's free status). */
const probes: Record<StatsId, (adapters: SourceAdapters) => Promise<Probe>> = {
  'horse-racing-api': async (adapters) => {
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
  [RAPIDAPI_UK_STATS_ID]: async (adapters) => {
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
  'us-horse-racing-api': async (adapters) => {
    const today = dateInZone(new Date(), 'America/New_York');
    const races = racesOfDay(await adapters.rapidUsa.racecards(today), today);
    return {
      connected: true,
      details: `Conectado a Horse Racing USA: ${races.length} carreras hoy`,
      count: races.length,
      endpoints: RAPIDAPI_RACING_ENDPOINTS,
    };
  },
  'uk-betting-odds-api': async (adapters) => {
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
  'sport-api': async (adapters) => {
    const status = await adapters.apiFootball.status();
    const usage =
      status.current !== null && status.limitDay !== null ? `, ${status.current}/${status.limitDay} llamadas hoy` : '';
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
async function probe({ db, config, adapters }: SourceDeps, statsId: StatsId): Promise<Probe> {
  const apiId: TDataSourceId = statsId === RAPIDAPI_UK_STATS_ID ? 'horse-racing-api' : statsId;
  const ownStatus = statsId === apiId;
  const row = await getSourceConfiguration(db, apiId);
  const notConnected = (details: string): Probe => ({ connected: false, details, count: 0, endpoints: [] });
  if (row.useSyntheticOnly) return notConnected(syntheticMessage(apiId));
  const missing = missingCredentials(statsId, config);
  if (missing) {
    if (ownStatus) await setSourceStatus(db, apiId, 'disconnected');
    return notConnected(missing);
  }
  try {
    const result = await probes[statsId](adapters);
    if (ownStatus) await setSourceStatus(db, apiId, 'connected');
    return result;
  } catch (error) {
    if (!isSourceError(error) || error.code === 'DAILY_LIMIT_REACHED') throw error;
    if (ownStatus) await setSourceStatus(db, apiId, 'error');
    return notConnected(error.message);
  }
}

function plain({ connected, details }: Probe): TTestApiResponse {
  return { connected, details };
}

/** A connection test of one source, as the admin screen's "test" button shows it. */
export async function testSource(deps: SourceDeps, apiId: TDataSourceId): Promise<TTestApiResponse> {
  return plain(await probe(deps, apiId));
}

export async function testUsRacing(deps: SourceDeps): Promise<TUsRacingTestResponse> {
  const result = await probe(deps, 'us-horse-racing-api');
  return { ...plain(result), data: { racesFound: result.count } };
}

/** TheRacingAPI and the RapidAPI UK feed, each tested alone: one failing does not hide the other. */
export async function testRacingConnection(deps: SourceDeps): Promise<TRacingConnectionResponse> {
  const soft = async (statsId: StatsId) => {
    try {
      return await probe(deps, statsId);
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
}
