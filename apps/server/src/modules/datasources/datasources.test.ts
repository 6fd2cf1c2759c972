import { DATA_SOURCE_IDS, MESSAGES, ZApiStatsEntrySchema } from '@galope/contracts';
import { count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { apiConfigurations, apiStats } from './schema';
import { createTestApp, createUser, type TestUser } from '../../test/test-app';
import { utcDayStart } from './calls/call-budget';
import { ensureApiConfigurations } from './config/ensure-api-configurations';
import { apiFootballAnswer, theRacingApiPage } from '../../test/fake-service-answers';
import { createSourceHttpClient, DEFAULT_HTTP_POLICY } from './calls/source-http-client';
import { startDataSourceJobs } from './start-data-source-jobs';
import { type FakeServices, startFakeServices } from '../../test/start-fake-services';
import { z } from 'zod';

let fake: FakeServices;
let app: FastifyInstance;
let superAdmin: TestUser;
let admin: TestUser;
let player: TestUser;

beforeAll(async () => {
  fake = await startFakeServices();
  // Every service answers, empty: each call can succeed.
  fake.route('tra', '/courses', { body: { courses: [], total: 0 } });
  fake.route('tra', '/racecards/standard', { body: theRacingApiPage([]) });
  fake.route('tra', '/results', { body: { results: [], total: 0, limit: 100, skip: 0 } });
  fake.route('rapid-uk', '/racecards', { body: [] });
  fake.route('rapid-us', '/racecards', { body: [] });
  fake.route('odds', '/v4/sports', { body: [] });
  fake.route('apf', '/status', {
    body: apiFootballAnswer({ subscription: { plan: 'Free' }, requests: { current: 3, limit_day: 100 } }),
  });
  fake.route('apf', '/fixtures', { body: apiFootballAnswer([]) });
  fake.route('apf', '/odds', { body: apiFootballAnswer([]) });
  app = await createTestApp({ dataSources: fake.settings({ timeoutMs: 1000 }) });
  [superAdmin, admin, player] = await Promise.all([
    createUser(app, { role: 'super_admin' }),
    createUser(app, { role: 'admin' }),
    createUser(app, { balance: 10 }),
  ]);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.clearRequests());

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Record<string, unknown> };
const as = (user: TestUser | undefined, { method, url, payload }: Call) =>
  app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
const call = (method: Call['method'], url: string, payload?: Record<string, unknown>) =>
  as(superAdmin, { method, url, payload });
const statsOf = async (apiId: string) =>
  (await app.database.db.select().from(apiStats).where(eq(apiStats.apiId, apiId)))[0]!;
const configurationOf = async (apiId: string) =>
  (await app.database.db.select().from(apiConfigurations).where(eq(apiConfigurations.apiId, apiId)))[0]!;
const resetStats = (apiId: string) =>
  app.database.db
    .update(apiStats)
    .set({ totalCalls: 0, successfulCalls: 0, failedCalls: 0, callsToday: 0, errorTypes: {}, remainingCalls: null })
    .where(eq(apiStats.apiId, apiId));

const DATA_SOURCE_CALLS: Call[] = [
  { method: 'GET', url: '/api/admin/api-configurations' },
  { method: 'PATCH', url: '/api/admin/api-configurations/sport-api', payload: { autoSync: true } },
  { method: 'POST', url: '/api/admin/test-api/sport-api' },
  { method: 'GET', url: '/api/admin/api-stats' },
  ...DATA_SOURCE_IDS.map((apiId): Call => ({ method: 'POST', url: `/api/admin/sync-${apiId}` })),
  { method: 'POST', url: '/api/racing/sync-complete' },
  { method: 'GET', url: '/api/racing/test-connection' },
  { method: 'GET', url: '/api/racing/sync' },
  { method: 'GET', url: '/api/racing/live-sync' },
  { method: 'GET', url: '/api/test/us-horse-racing-api' },
  { method: 'POST', url: '/api/admin/sync-us-races' },
  { method: 'GET', url: '/api/test/uk-betting-odds' },
  { method: 'POST', url: '/api/update-real-odds' },
  { method: 'GET', url: '/api/test/horse-racing-api' },
  { method: 'GET', url: '/api/races/from-api' },
];

describe('who may call', () => {
  it('every data-source call: visitors 401, players and admins 403, super admins 200', async () => {
    for (const call of DATA_SOURCE_CALLS) {
      const label = `${call.method} ${call.url}`;
      expect((await as(undefined, call)).statusCode, label).toBe(401);
      expect((await as(player, call)).statusCode, label).toBe(403);
      expect((await as(admin, call)).statusCode, label).toBe(403);
    }
    expect(fake.requests).toHaveLength(0);
    for (const call of DATA_SOURCE_CALLS) {
      const response = await as(superAdmin, call);
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a racing sync a browser marks as coming from another site', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/racing/sync',
      headers: { cookie: superAdmin.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  // The GETs that act: a link or an image on another site must not make them call a source.
  const ACTING_GETS = [
    '/api/racing/test-connection',
    '/api/test/us-horse-racing-api',
    '/api/test/uk-betting-odds',
    '/api/test/horse-racing-api',
    '/api/racing/sync',
    '/api/racing/live-sync',
  ];

  it.each([
    ['marked cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['marked same-site (another subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['unmarked, from a page of another site', { referer: 'https://evil.example/page' }],
    ['unmarked, with another Origin', { origin: 'https://evil.example' }],
  ])(
    'a super admin %s calling a connection test or sync is refused with 403 and nothing is called',
    async (_, headers) => {
      const before = await app.database.db.select().from(apiStats);
      for (const url of ACTING_GETS) {
        const response = await app.inject({ method: 'GET', url, headers: { cookie: superAdmin.cookie, ...headers } });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
        expect(response.json()).toEqual({ message: MESSAGES.crossOrigin, code: 'CROSS_ORIGIN' });
      }
      expect(fake.requests).toHaveLength(0);
      expect(await app.database.db.select().from(apiStats)).toEqual(before);
    },
  );

  it.each([
    ['from its own page', { 'sec-fetch-site': 'same-origin' }],
    ['typed in the address bar', { 'sec-fetch-site': 'none' }],
    ['unmarked, from its own page', { referer: 'http://localhost:80/admin' }],
  ])('a super admin %s runs them', async (_, headers) => {
    for (const url of ACTING_GETS) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: superAdmin.cookie, ...headers } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});

describe('configurations', () => {
  it('are seeded once for the four sources, disconnected until tested, and never hold credentials', async () => {
    const list = (await call('GET', '/api/admin/api-configurations')).json();
    expect(list.map((row: { apiId: string }) => row.apiId)).toEqual([
      'sport-api',
      'horse-racing-api',
      'uk-betting-odds-api',
      'us-horse-racing-api',
    ]);
    const byId = Object.fromEntries(list.map((row: { apiId: string }) => [row.apiId, row]));
    expect(byId['horse-racing-api']).toMatchObject({
      apiName: 'TheRacingAPI',
      name: 'TheRacingAPI',
      description: expect.any(String),
      priority: 2,
      dailyLimit: null,
      syncInterval: 60,
      autoSync: true,
      useSyntheticOnly: false,
      isEnabled: true,
      active: true,
      credentialsConfigured: true,
    });
    expect(byId['sport-api']).toMatchObject({ apiName: 'API-Football', priority: 1, dailyLimit: 1000 });
    expect(byId['uk-betting-odds-api']).toMatchObject({ apiName: 'The Odds API (UK)', priority: 3 });
    expect(byId['us-horse-racing-api']).toMatchObject({ apiName: 'Horse Racing USA', priority: 4 });
    expect(JSON.stringify(list)).not.toMatch(/tra-pass|apf-key|odds-key|rapid-key/);

    // A later start keeps what the operator set and adds nothing.
    await call('PATCH', '/api/admin/api-configurations/uk-betting-odds-api', { syncInterval: 15 });
    await ensureApiConfigurations(app.database.db);
    const [{ n }] = (await app.database.db.select({ n: count() }).from(apiConfigurations)) as [{ n: number }];
    expect(n).toBe(4);
    const odds = await configurationOf('uk-betting-odds-api');
    expect(odds.syncInterval).toBe(15);
    // The change is in the administrators' audit trail.
    const trail = await app.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'uk-betting-odds-api'));
    expect(trail).toContainEqual(
      expect.objectContaining({
        action: 'datasource.update',
        details: expect.objectContaining({ syncInterval: 15, apiName: 'The Odds API (UK)' }),
      }),
    );
  });

  it('validate the daily limit, the interval and the switches, with the spec’s messages', async () => {
    const patch = (payload: Record<string, unknown>, apiId = 'sport-api') =>
      call('PATCH', `/api/admin/api-configurations/${apiId}`, payload);
    for (const [input, stored] of [
      [500, 500],
      ['250', 250],
      [10_000, 10_000],
      ['', null],
      [0, null],
      [-5, null],
      [null, null],
    ] as const) {
      const response = await patch({ dailyLimit: input });
      expect(response.statusCode, `dailyLimit ${input}`).toBe(200);
      expect(response.json().dailyLimit, `dailyLimit ${input}`).toBe(stored);
    }
    for (const input of [10_001, 'abc', 1.5]) {
      const response = await patch({ dailyLimit: input });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('El límite diario debe estar entre 1 y 10000');
    }
    for (const input of [0, 1441, 'x']) {
      const response = await patch({ syncInterval: input });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('El intervalo de sincronización debe estar entre 1 y 1440 minutos');
    }
    expect((await patch({ syncInterval: 1440 })).json().syncInterval).toBe(1440);
    expect((await patch({ autoSync: 'yes' })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ autoSync: true }, 'no-such-source')).statusCode).toBe(404);

    // The list page's shape: active (↔ isEnabled) and priority; the row id works as well as the apiId.
    const [row] = (await call('GET', '/api/admin/api-configurations')).json();
    const listPage = await patch({ active: false, priority: 7 }, String(row.id));
    expect(listPage.json()).toMatchObject({ apiId: 'sport-api', isEnabled: false, active: false, priority: 7 });
    const panel = await patch({
      isEnabled: true,
      useSyntheticOnly: false,
      autoSync: false,
      dailyLimit: 1000,
      priority: 1,
    });
    expect(panel.json()).toMatchObject({ isEnabled: true, autoSync: false, dailyLimit: 1000, priority: 1 });
    // The call ledger enforces the limit just set.
    expect((await statsOf('sport-api')).dailyLimit).toBe(1000);
  });
});

describe('switches', () => {
  it('a synthetic-only source makes no call: the simulator feeds the board', async () => {
    await call('PATCH', '/api/admin/api-configurations/horse-racing-api', { useSyntheticOnly: true });
    const sync = await call('POST', '/api/admin/sync-horse-racing-api');
    expect(sync.json()).toMatchObject({ success: true, synthetic: true, synced: 0 });
    expect(sync.json().message).toContain('simulador');
    expect((await call('GET', '/api/racing/sync')).json().message).toContain('simulador');
    expect((await call('POST', '/api/racing/sync-complete')).json()).toMatchObject({ success: true });
    expect((await call('GET', '/api/test/horse-racing-api')).json()).toMatchObject({ connected: false });
    expect(fake.requests).toHaveLength(0);
    await call('PATCH', '/api/admin/api-configurations/horse-racing-api', { useSyntheticOnly: false });
  });

  it('a disabled source refuses to sync, and is shown inactive', async () => {
    await call('PATCH', '/api/admin/api-configurations/us-horse-racing-api', { isEnabled: false });
    const sync = await call('POST', '/api/admin/sync-us-races');
    expect(sync.statusCode).toBe(409);
    expect(sync.json()).toEqual({
      message: 'Horse Racing USA está desactivada: actívala para sincronizar',
      code: 'SOURCE_DISABLED',
    });
    expect(fake.requests).toHaveLength(0);
    expect((await call('GET', '/api/admin/api-stats')).json()['us-horse-racing-api'].status).toBe('Inactiva');
    await call('PATCH', '/api/admin/api-configurations/us-horse-racing-api', { isEnabled: true });
  });
});

describe('calls: time-outs, retries, statistics', () => {
  it('retries a 500 and a 429 (waiting what Retry-After says) and counts every call', async () => {
    await resetStats('horse-racing-api');
    fake.queue(
      'tra',
      '/courses',
      { status: 500, body: { detail: 'boom' } },
      { status: 429, body: { detail: 'slow down' }, headers: { 'retry-after': '5' } },
    );
    fake.route('tra', '/courses', { body: { courses: [], total: 58 } });
    const response = await call('POST', '/api/admin/test-api/horse-racing-api');
    expect(response.json()).toEqual({
      connected: true,
      details: 'Conectado a TheRacingAPI: 58 hipódromos disponibles',
    });
    const seen = fake.seen('tra', '/courses');
    expect(seen).toHaveLength(3);
    // Retry-After: 5 s, scaled by the tests' delay factor (0.01) to 50 ms.
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(45);

    const stats = (await call('GET', '/api/admin/api-stats')).json();
    expect(ZApiStatsEntrySchema.parse(stats['horse-racing-api'])).toMatchObject({
      apiName: 'TheRacingAPI',
      totalCalls: 3,
      successfulCalls: 1,
      successCalls: 1,
      failedCalls: 2,
      callsToday: 3,
      successRate: 33.3,
      errorTypes: { http_500: 1, http_429: 1 },
      dailyLimit: null,
      remainingCalls: null,
      status: 'Activa',
      lastCall: expect.any(String),
      lastResetAt: utcDayStart(new Date()).toISOString(),
    });
    const config = await configurationOf('horse-racing-api');
    expect(config.status).toBe('connected');
  });

  it('gives up after two retries, and a slow service times out without a retry', async () => {
    await resetStats('horse-racing-api');
    fake.queue('tra', '/courses', { status: 503 }, { status: 502 }, { status: 500 });
    const failed = await call('GET', '/api/test/horse-racing-api');
    expect(failed.json()).toEqual({ connected: false, details: 'TheRacingAPI no está disponible (HTTP 500)' });
    expect(fake.seen('tra', '/courses')).toHaveLength(3);

    fake.clearRequests();
    fake.queue('tra', '/courses', { delayMs: 3000, body: { courses: [], total: 1 } });
    const slow = await call('GET', '/api/test/horse-racing-api');
    expect(slow.json()).toEqual({ connected: false, details: 'TheRacingAPI no respondió a tiempo (1 s)' });
    expect(fake.seen('tra', '/courses')).toHaveLength(1);

    fake.queue('tra', '/courses', { body: { unexpected: true, courses: 'no' } });
    expect((await call('GET', '/api/test/horse-racing-api')).json().details).toBe(
      'TheRacingAPI respondió con un formato inesperado',
    );
    expect(await statsOf('horse-racing-api')).toMatchObject({
      totalCalls: 5,
      failedCalls: 5,
      errorTypes: { http_503: 1, http_502: 1, http_500: 1, timeout: 1, bad_response: 1 },
    });
    const config = await configurationOf('horse-racing-api');
    expect(config.status).toBe('error');
  });

  it('retries a dropped connection, then reports it', async () => {
    await resetStats('sport-api');
    const client = createSourceHttpClient(
      app.database.db,
      { statsId: 'sport-api', name: 'API-Football', baseUrl: 'http://127.0.0.1:1' },
      { ...DEFAULT_HTTP_POLICY, delayScale: 0.01 },
    );
    await expect(client.get('/status', {}, z.unknown())).rejects.toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: 'No se pudo conectar con API-Football',
    });
    expect(await statsOf('sport-api')).toMatchObject({ totalCalls: 3, failedCalls: 3, errorTypes: { network: 3 } });
  });

  it('starts a new day at midnight UTC', async () => {
    const yesterday = new Date(utcDayStart(new Date()).getTime() - 86_400_000);
    await app.database.db
      .update(apiStats)
      .set({ callsToday: 7, lastResetAt: yesterday, remainingCalls: 0 })
      .where(eq(apiStats.apiId, 'uk-betting-odds-api'));
    const stats = (await call('GET', '/api/admin/api-stats')).json();
    expect(stats['uk-betting-odds-api']).toMatchObject({
      callsToday: 0,
      remainingCalls: 1000,
      lastResetAt: utcDayStart(new Date()).toISOString(),
    });
    expect(Object.keys(stats)).toEqual(expect.arrayContaining([...DATA_SOURCE_IDS, 'rapidapi-horse-racing']));
  });
});

describe('auto sync', () => {
  it('syncs in the background the sources that are on and due, and skips the others', async () => {
    for (const apiId of DATA_SOURCE_IDS) {
      await call('PATCH', `/api/admin/api-configurations/${apiId}`, {
        isEnabled: apiId === 'sport-api',
        autoSync: true,
      });
    }
    await app.database.db
      .update(apiConfigurations)
      .set({ lastSyncAt: null })
      .where(isNotNull(apiConfigurations.lastSyncAt));
    await app.database.db.update(apiStats).set({ remainingCalls: null }).where(eq(apiStats.apiId, 'sport-api'));
    const stop = startDataSourceJobs({
      db: app.database.db,
      service: app.dataSources,
      log: app.log,
      config: fake.settings(),
    });
    await expect.poll(() => fake.seen('apf', '/fixtures').length, { timeout: 5000 }).toBeGreaterThan(0);
    await stop();
    expect(new Set(fake.requests.map((request) => request.service))).toEqual(new Set(['apf']));
    const [sport] = await app.database.db
      .select()
      .from(apiConfigurations)
      .where(eq(apiConfigurations.apiId, 'sport-api'));
    expect(sport).toMatchObject({ status: 'connected', lastSyncAt: expect.any(Date) });
  });
});
