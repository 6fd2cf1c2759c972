import type { TDataSourceId } from '@galope/contracts';
import type { DataSourcesConfig } from '../../../config';

/**
 * The data sources' settings as the module receives them: the configuration's URLs and credentials,
 * plus, for tests only, faster time-outs and retry delays.
 */
export type DataSourcesSettings = DataSourcesConfig & { http?: Partial<HttpPolicy> };

/** How source-http-client.ts calls a service. */
export type HttpPolicy = {
  /** Per request, body included. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a dropped connection (a time-out is not retried: a slow service stays slow). */
  maxRetries: number;
  /** Delay before the first retry, doubled for each next one (plus up to 25 % jitter). */
  backoffMs: number;
  /** A Retry-After longer than this is not waited for: the call fails at once. */
  maxRetryAfterMs: number;
  /** Multiplies every wait (retries and pacing); tests use a small one. */
  delayScale: number;
};

/** Where calls are counted (api_stats.apiId): the four sources and the secondary UK racing feed. */
export type StatsId = TDataSourceId | typeof RAPIDAPI_UK_STATS_ID;

/**
 * RapidAPI "Horse Racing" (UK): the connection test's `rapidApi` part and the second half of the
 * complete racing sync. It has no configuration row of its own — it follows horse-racing-api's
 * switches — but its calls are counted apart, under this id, with the plan's small daily limit.
 */
export const RAPIDAPI_UK_STATS_ID = 'rapidapi-horse-racing';
export const RAPIDAPI_UK_NAME = 'Horse Racing (RapidAPI UK)';
export const RAPIDAPI_UK_DAILY_LIMIT = 50;

export type SourceDefinition = {
  apiId: TDataSourceId;
  name: string;
  description: string;
  /** 1 is the highest. */
  priority: number;
  /** Null: unlimited. */
  dailyLimit: number | null;
  /** Every external id this source writes starts with it (e.g. `tra:rac_11743160`). */
  prefix: string;
};

export const SOURCES: Record<TDataSourceId, SourceDefinition> = {
  'sport-api': {
    apiId: 'sport-api',
    name: 'API-Football',
    description: 'Partidos de fútbol, cuotas 1X2, enfrentamientos directos y forma reciente (API-Football v3).',
    priority: 1,
    dailyLimit: 1000,
    prefix: 'apf:',
  },
  'horse-racing-api': {
    apiId: 'horse-racing-api',
    name: 'TheRacingAPI',
    description: 'Carreras de caballos de Reino Unido e Irlanda: programas, participantes, cuotas y resultados.',
    priority: 2,
    dailyLimit: null,
    prefix: 'tra:',
  },
  'uk-betting-odds-api': {
    apiId: 'uk-betting-odds-api',
    name: 'The Odds API (UK)',
    description: 'Cuotas decimales de casas de apuestas del Reino Unido (mercado ganador) y marcadores.',
    priority: 3,
    dailyLimit: 1000,
    prefix: 'odds:',
  },
  'us-horse-racing-api': {
    apiId: 'us-horse-racing-api',
    name: 'Horse Racing USA',
    description: 'Carreras de caballos de Estados Unidos (RapidAPI): programas, participantes y resultados.',
    priority: 4,
    dailyLimit: 1000,
    prefix: 'hru:',
  },
};

/** The secondary UK feed's external ids. */
export const RAPIDAPI_UK_PREFIX = 'rha:';

export const STATS_NAMES: Record<StatsId, string> = {
  'sport-api': SOURCES['sport-api'].name,
  'horse-racing-api': SOURCES['horse-racing-api'].name,
  'uk-betting-odds-api': SOURCES['uk-betting-odds-api'].name,
  'us-horse-racing-api': SOURCES['us-horse-racing-api'].name,
  [RAPIDAPI_UK_STATS_ID]: RAPIDAPI_UK_NAME,
};

/** Null when the environment holds this service's credentials, else the message that says which to set. */
export function missingCredentials(statsId: StatsId, config: DataSourcesConfig): string | null {
  const missing = (variables: string) =>
    `${STATS_NAMES[statsId]} no tiene credenciales configuradas: define ${variables}`;
  switch (statsId) {
    case 'sport-api':
      return config.sportApi.key ? null : missing('SPORT_API_KEY');
    case 'horse-racing-api':
      return config.theRacingApi.username && config.theRacingApi.password
        ? null
        : missing('THE_RACING_API_USERNAME y THE_RACING_API_PASSWORD');
    case 'uk-betting-odds-api':
      return config.oddsApi.key ? null : missing('ODDS_API_KEY');
    case 'us-horse-racing-api':
      return config.usHorseRacing.key ? null : missing('RAPIDAPI_KEY');
    case RAPIDAPI_UK_STATS_ID:
      return config.rapidApiHorseRacing.key ? null : missing('RAPIDAPI_KEY');
  }
}

/** The source whose prefix starts this external id, if any (the simulator's `sim-…` rows have none). */
export function sourceOfExternalId(externalId: string | null): TDataSourceId | typeof RAPIDAPI_UK_STATS_ID | null {
  if (!externalId) return null;
  if (externalId.startsWith(RAPIDAPI_UK_PREFIX)) return RAPIDAPI_UK_STATS_ID;
  for (const source of Object.values(SOURCES)) if (externalId.startsWith(source.prefix)) return source.apiId;
  return null;
}

export const EXTERNAL_PREFIXES = [...Object.values(SOURCES).map((source) => source.prefix), RAPIDAPI_UK_PREFIX];
