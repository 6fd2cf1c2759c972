import type { Db } from '../../../db/connect';
import { apiFootballService, createApiFootball } from './api-football';
import { createRapidApiRacing, RAPIDAPI_UK_HOST, RAPIDAPI_USA_HOST, rapidApiRacingService } from './rapidapi-racing';
import { createOddsApi, oddsApiService } from './the-odds-api';
import { createTheRacingApi, planMemoryOf, theRacingApiService } from './the-racing-api';
import {
  type DataSourcesSettings,
  RAPIDAPI_UK_NAME,
  RAPIDAPI_UK_PREFIX,
  RAPIDAPI_UK_STATS_ID,
  SOURCES,
} from '../config/source-catalogue';
import { createSourceHttpClient, DEFAULT_HTTP_POLICY } from '../calls/source-http-client';

export type SourceAdapters = ReturnType<typeof createSourceAdapters>;

/** One adapter per service, each with its own HTTP client (authentication, pace, quota signals). */
export function createSourceAdapters(db: Db, config: DataSourcesSettings) {
  const policy = { ...DEFAULT_HTTP_POLICY, ...config.http };
  const client = (service: Parameters<typeof createSourceHttpClient>[1]) => createSourceHttpClient(db, service, policy);
  return {
    // What the plan allows is learnt once for the database, whichever service (routes, jobs) asks.
    theRacingApi: createTheRacingApi(client(theRacingApiService(config.theRacingApi)), { memory: planMemoryOf(db) }),
    rapidUk: createRapidApiRacing(
      client(
        rapidApiRacingService({
          statsId: RAPIDAPI_UK_STATS_ID,
          name: RAPIDAPI_UK_NAME,
          baseUrl: config.rapidApiHorseRacing.baseUrl,
          key: config.rapidApiHorseRacing.key,
          host: RAPIDAPI_UK_HOST,
          minIntervalMs: 1000,
        }),
      ),
      { prefix: RAPIDAPI_UK_PREFIX, timeZone: 'Europe/London', country: 'UK', regionCode: 'GB' },
    ),
    rapidUsa: createRapidApiRacing(
      client(
        rapidApiRacingService({
          statsId: 'us-horse-racing-api',
          name: SOURCES['us-horse-racing-api'].name,
          baseUrl: config.usHorseRacing.baseUrl,
          key: config.usHorseRacing.key,
          host: RAPIDAPI_USA_HOST,
          minIntervalMs: 1000,
        }),
      ),
      {
        prefix: SOURCES['us-horse-racing-api'].prefix,
        timeZone: 'America/New_York',
        country: 'USA',
        regionCode: 'USA',
      },
    ),
    oddsApi: createOddsApi(client(oddsApiService(config.oddsApi))),
    apiFootball: createApiFootball(client(apiFootballService(config.sportApi))),
  };
}
