import { DATA_SOURCE_IDS } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../test/test-app';
import { type FakeServices, startFakeServices } from '../../test/start-fake-services';

let fake: FakeServices;
let app: FastifyInstance;
let superAdmin: TestUser;

beforeAll(async () => {
  fake = await startFakeServices();
  app = await createTestApp({ dataSources: fake.settings({ credentials: false }) });
  superAdmin = await createUser(app, { role: 'super_admin' });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** What a source without its credentials says, naming itself and the variables to set. */
const NOT_CONFIGURED = {
  'sport-api': 'API-Football no tiene credenciales configuradas: define SPORT_API_KEY',
  'horse-racing-api':
    'TheRacingAPI no tiene credenciales configuradas: define THE_RACING_API_USERNAME y THE_RACING_API_PASSWORD',
  'uk-betting-odds-api': 'The Odds API (UK) no tiene credenciales configuradas: define ODDS_API_KEY',
  'us-horse-racing-api': 'Horse Racing USA no tiene credenciales configuradas: define RAPIDAPI_KEY',
  'rapidapi-uk': 'Horse Racing (RapidAPI UK) no tiene credenciales configuradas: define RAPIDAPI_KEY',
};

const call = (method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url, headers: { cookie: superAdmin.cookie } });

describe('sources without credentials', () => {
  it('report themselves not connected, say which variables to set, and cost no call', async () => {
    for (const [method, url, apiId, extra] of [
      ['GET', '/api/test/horse-racing-api', 'horse-racing-api', {}],
      ['POST', '/api/admin/test-api/sport-api', 'sport-api', {}],
      ['GET', '/api/test/uk-betting-odds', 'uk-betting-odds-api', {}],
      ['GET', '/api/test/us-horse-racing-api', 'us-horse-racing-api', { data: { racesFound: 0 } }],
    ] as const) {
      expect((await call(method, url)).json()).toEqual({ connected: false, details: NOT_CONFIGURED[apiId], ...extra });
    }
    expect((await call('GET', '/api/racing/test-connection')).json()).toEqual({
      connected: false,
      message: 'No se pudo conectar con TheRacingAPI',
      tracksAvailable: 0,
      rapidApi: { connected: false, details: NOT_CONFIGURED['rapidapi-uk'] },
      details: NOT_CONFIGURED['horse-racing-api'],
      availableEndpoints: [],
    });

    // Not a server failure (monitoring reads a 5xx as one): a conflict with how the site is set up.
    for (const apiId of DATA_SOURCE_IDS) {
      const sync = await call('POST', `/api/admin/sync-${apiId}`);
      expect(sync.statusCode, apiId).toBe(409);
      expect(sync.json()).toEqual({ code: 'SOURCE_NOT_CONFIGURED', message: NOT_CONFIGURED[apiId] });
    }
    for (const [method, url, message] of [
      ['POST', '/api/racing/sync-complete', `${NOT_CONFIGURED['horse-racing-api']}; ${NOT_CONFIGURED['rapidapi-uk']}`],
      ['GET', '/api/racing/sync', NOT_CONFIGURED['horse-racing-api']],
      ['GET', '/api/racing/live-sync', NOT_CONFIGURED['horse-racing-api']],
      ['POST', '/api/admin/sync-us-races', NOT_CONFIGURED['us-horse-racing-api']],
      ['POST', '/api/update-real-odds', NOT_CONFIGURED['uk-betting-odds-api']],
    ] as const) {
      const sync = await call(method, url);
      expect(sync.statusCode, url).toBe(409);
      expect(sync.json(), url).toEqual({ code: 'SOURCE_NOT_CONFIGURED', message });
    }

    expect(fake.requests).toHaveLength(0);
    const list = (await call('GET', '/api/admin/api-configurations')).json();
    expect(
      list.map((row: { status: string; credentialsConfigured: boolean }) => [row.status, row.credentialsConfigured]),
    ).toEqual(DATA_SOURCE_IDS.map(() => ['disconnected', false]));
    const stats = (await call('GET', '/api/admin/api-stats')).json();
    for (const apiId of DATA_SOURCE_IDS)
      expect(stats[apiId]).toMatchObject({ totalCalls: 0, callsToday: 0, successRate: null });
  });
});
