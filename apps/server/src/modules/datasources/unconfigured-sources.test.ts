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

const call = (method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url, headers: { cookie: superAdmin.cookie } });

describe('sources without credentials', () => {
  it('report themselves not connected, say which variables to set, and cost no call', async () => {
    expect((await call('GET', '/api/test/horse-racing-api')).json()).toEqual({
      connected: false,
      details: 'Faltan las credenciales: define THE_RACING_API_USERNAME y THE_RACING_API_PASSWORD',
    });
    expect((await call('POST', '/api/admin/test-api/sport-api')).json()).toEqual({
      connected: false,
      details: 'Faltan las credenciales: define SPORT_API_KEY',
    });
    expect((await call('GET', '/api/test/uk-betting-odds')).json()).toEqual({
      connected: false,
      details: 'Faltan las credenciales: define ODDS_API_KEY',
    });
    expect((await call('GET', '/api/test/us-horse-racing-api')).json()).toEqual({
      connected: false,
      details: 'Faltan las credenciales: define RAPIDAPI_KEY',
      data: { racesFound: 0 },
    });
    expect((await call('GET', '/api/racing/test-connection')).json()).toEqual({
      connected: false,
      message: 'No se pudo conectar con TheRacingAPI',
      tracksAvailable: 0,
      rapidApi: { connected: false, details: 'Faltan las credenciales: define RAPIDAPI_KEY' },
      details: 'Faltan las credenciales: define THE_RACING_API_USERNAME y THE_RACING_API_PASSWORD',
      availableEndpoints: [],
    });

    for (const apiId of DATA_SOURCE_IDS) {
      const sync = await call('POST', `/api/admin/sync-${apiId}`);
      expect(sync.statusCode, apiId).toBe(503);
      expect(sync.json()).toMatchObject({
        code: 'SOURCE_NOT_CONFIGURED',
        message: expect.stringContaining('Faltan las credenciales'),
      });
    }
    for (const [method, url] of [
      ['POST', '/api/racing/sync-complete'],
      ['GET', '/api/racing/sync'],
      ['GET', '/api/racing/live-sync'],
      ['POST', '/api/admin/sync-us-races'],
      ['POST', '/api/update-real-odds'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(503);
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
