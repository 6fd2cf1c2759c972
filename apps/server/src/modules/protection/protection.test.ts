import { and, eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, playerLimitChanges } from '../../db/schema';
import { createRace } from '../../test/race-fixtures';
import { createTestApp, createUser, type TestUser } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestUser;
let methodId: number;
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { role: 'admin' });
  methodId = (
    await call(admin, 'POST', '/api/admin/payment-methods', {
      name: 'SPEI protección',
      kind: 'both',
      minAmount: '1',
      maxAmount: '5000',
    })
  ).json().id;
});
afterAll(async () => {
  await app?.close();
});

function call(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function betOn(player: TestUser, amount: string) {
  const { race, entries } = await createRace(app.database.db);
  return call(player, 'POST', '/api/bets', {
    raceId: race.id,
    raceEntryId: entries[0]!.id,
    betType: 'win',
    amount,
    odds: '2.50',
  });
}

/** As if the hours had passed: every change the player asked for moves that much into the past. */
async function hoursPass(player: TestUser, hours: number) {
  await app.database.db
    .update(playerLimitChanges)
    .set({ effectiveAt: sql`${playerLimitChanges.effectiveAt} - make_interval(hours => ${hours})` })
    .where(eq(playerLimitChanges.userId, player.id));
}

describe('limits (DESIGN §10)', () => {
  it('a daily stake limit takes a bet exactly at the limit and refuses one cent more, naming what is left', async () => {
    const player = await createUser(app, { balance: 100 });
    const set = await call(player, 'PUT', '/api/user/limits', { stakeDaily: '10.00' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ limits: { stakeDaily: '10.00', lossDaily: null }, pending: [] });

    expect((await betOn(player, '6.00')).statusCode).toBe(201);
    expect((await betOn(player, '4.00')).statusCode).toBe(201);
    const over = await betOn(player, '0.01');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Alcanzaste tu límite diario de apuestas ($10.00): te quedan $0.00',
    });
    expect((await call(player, 'GET', '/api/user/limits')).json()).toMatchObject({ used: { stakeDaily: '10.00' } });
  });

  it('a loss limit counts pending bets, and two bets at once cannot both pass it', async () => {
    const player = await createUser(app, { balance: 100 });
    await call(player, 'PUT', '/api/user/limits', { lossDaily: '5.00' });
    expect((await betOn(player, '3.00')).statusCode).toBe(201);
    const both = await Promise.all([betOn(player, '2.00'), betOn(player, '2.00')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    expect(both.find((response) => response.statusCode === 403)!.json().message).toBe(
      'Alcanzaste tu límite diario de pérdidas ($5.00): te quedan $0.00',
    );
  });

  it('a lower limit applies at once; a higher one or a removal only after 24 hours', async () => {
    const player = await createUser(app, { balance: 100 });
    await call(player, 'PUT', '/api/user/limits', { stakeDaily: '5.00' });
    const raised = (await call(player, 'PUT', '/api/user/limits', { stakeDaily: '50.00', lossWeekly: '20' })).json();
    // The first loss limit is at once; the raise waits.
    expect(raised.limits).toMatchObject({ stakeDaily: '5.00', lossWeekly: '20.00' });
    expect(raised.pending).toEqual([{ name: 'stakeDaily', value: '50.00', effectiveAt: expect.any(String) }]);
    const waitsHours = (Date.parse(raised.pending[0].effectiveAt) - Date.now()) / 3_600_000;
    expect(waitsHours).toBeGreaterThan(23.9);
    expect((await betOn(player, '5.01')).statusCode).toBe(403);

    await hoursPass(player, 23);
    expect((await betOn(player, '5.01')).statusCode).toBe(403);
    await hoursPass(player, 1);
    expect((await betOn(player, '5.01')).statusCode).toBe(201);

    const lowered = (await call(player, 'PUT', '/api/user/limits', { stakeDaily: '6.00' })).json();
    expect(lowered.limits.stakeDaily).toBe('6.00');
    expect((await betOn(player, '1.00')).statusCode).toBe(403);

    const removed = (await call(player, 'PUT', '/api/user/limits', { stakeDaily: null })).json();
    expect(removed.limits.stakeDaily).toBe('6.00');
    expect(removed.pending).toMatchObject([{ name: 'stakeDaily', value: null }]);
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.adminUserId, player.id), eq(auditLog.action, 'player.limits')));
    expect(audited.length).toBeGreaterThanOrEqual(4);
  });

  it('a deposit limit counts pending and approved requests', async () => {
    const player = await createUser(app, { balance: 0 });
    await call(player, 'PUT', '/api/user/limits', { depositDaily: '100.00' });
    expect((await call(player, 'POST', '/api/cashier/deposits', { amount: '60.00', methodId })).statusCode).toBe(201);
    expect((await call(player, 'POST', '/api/cashier/deposits', { amount: '40.00', methodId })).statusCode).toBe(201);
    const over = await call(player, 'POST', '/api/cashier/deposits', { amount: '1.00', methodId });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Alcanzaste tu límite diario de depósitos ($100.00): te quedan $0.00',
    });
  });

  it('refuses what it cannot read, with a message', async () => {
    const player = await createUser(app, { balance: 1 });
    for (const body of [
      {},
      { stakeDaily: 'abc' },
      { lossDaily: '-5' },
      { depositDaily: '1.005' },
      { stakeDaily: true },
    ]) {
      const response = await call(player, 'PUT', '/api/user/limits', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const [url, period] of [
      ['/api/user/time-out', '1h'],
      ['/api/user/self-exclusion', 'forever'],
    ] as const) {
      expect((await call(player, 'POST', url, { period })).statusCode).toBe(400);
    }
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out refuses bets and deposits at once with its end, ends the other sessions, and leaves withdrawals', async () => {
    const player = await createUser(app, { balance: 50 });
    const otherDevice = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: player.username, password: player.password },
    });
    expect(otherDevice.statusCode).toBe(200);
    const otherCookie = /galope\.sid=[^;]+/.exec(String(otherDevice.headers['set-cookie']))![0];
    expect((await app.inject({ url: '/api/user', headers: { cookie: otherCookie } })).statusCode).toBe(200);

    const paused = await call(player, 'POST', '/api/user/time-out', { period: '24h' });
    expect(paused.statusCode, paused.body).toBe(200);
    const until = paused.json().until as string;
    expect((Date.parse(until) - Date.now()) / 3_600_000).toBeCloseTo(24, 1);

    const bet = await betOn(player, '1.00');
    expect(bet.statusCode).toBe(403);
    expect(bet.json()).toMatchObject({ code: 'SELF_EXCLUDED', until });
    expect(bet.json().message).toMatch(/^Tu cuenta está en pausa hasta el /);
    const deposit = await call(player, 'POST', '/api/cashier/deposits', { amount: '10.00', methodId });
    expect(deposit.json()).toMatchObject({ code: 'SELF_EXCLUDED', until });
    // The player still reads the wallet and can take the balance out.
    expect((await call(player, 'GET', '/api/user/balance-history')).statusCode).toBe(200);
    const withdrawal = await call(player, 'POST', '/api/cashier/withdrawals', {
      amount: '50.00',
      methodId,
      destination: 'cuenta 123',
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect((await app.inject({ url: '/api/user', headers: { cookie: otherCookie } })).statusCode).toBe(401);
    expect((await call(player, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('a self-exclusion cannot be lifted by the player or by staff, nor shortened, and staff see it', async () => {
    const player = await createUser(app, { balance: 5 });
    const excluded = (await call(player, 'POST', '/api/user/self-exclusion', { period: '6m' })).json();
    const months = (Date.parse(excluded.until) - Date.now()) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);

    expect((await call(player, 'DELETE', '/api/user/self-exclusion')).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/admin/users/${player.id}/self-exclusion`)).statusCode).toBe(403);
    // A time-out asked meanwhile ends sooner: the exclusion still runs.
    await call(player, 'POST', '/api/user/time-out', { period: '24h' });
    expect((await betOn(player, '1.00')).json()).toMatchObject({ code: 'SELF_EXCLUDED', until: excluded.until });
    // A second exclusion never shortens the first.
    const again = (await call(player, 'POST', '/api/user/self-exclusion', { period: '6m' })).json();
    expect(Date.parse(again.until)).toBeGreaterThanOrEqual(Date.parse(excluded.until));

    const seen = await call(admin, 'GET', `/api/admin/users/${player.id}/protection`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ selfExcludedUntil: again.until, timeOutUntil: expect.any(String) });
    expect((await call(player, 'GET', `/api/admin/users/${player.id}/protection`)).statusCode).toBe(403);
  });
});

describe('a time-out on another instance (PostgreSQL)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'refuses bets there at once and closes the socket of the session signed in there',
    async () => {
      const second = await buildApp(testConfig({ databaseUrl: app.config.databaseUrl }));
      try {
        const player = await createUser(app, { balance: 20 });
        // The player's other device, signed in on the second instance, with its live socket open.
        const login = await second.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: player.username, password: player.password },
        });
        const otherCookie = /galope\.sid=[^;]+/.exec(String(login.headers['set-cookie']))![0];
        await second.listen({ port: 0, host: '127.0.0.1' });
        const { port } = second.server.address() as { port: number };
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: otherCookie } });
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
        expect((await second.inject({ url: '/api/user', headers: { cookie: otherCookie } })).statusCode).toBe(200);

        const paused = await call(player, 'POST', '/api/user/time-out', { period: '7d' });
        expect(paused.statusCode).toBe(200);

        expect(await closed).toBe(4001);
        expect((await second.inject({ url: '/api/user', headers: { cookie: otherCookie } })).statusCode).toBe(401);
        const { race, entries } = await createRace(app.database.db);
        const there = await second.inject({
          method: 'POST',
          url: '/api/bets',
          headers: { cookie: player.cookie },
          payload: { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '1.00', odds: '2.50' },
        });
        expect(there.statusCode).toBe(403);
        expect(there.json()).toMatchObject({ code: 'SELF_EXCLUDED', until: paused.json().until });
      } finally {
        await second.close();
      }
    },
  );
});

describe('the reality check interval', () => {
  it('is 15, 30 or 60 minutes or none, kept in the player’s settings', async () => {
    const player = await createUser(app, { balance: 1 });
    const patch = (realityCheckMinutes: unknown) =>
      app.inject({
        method: 'PATCH',
        url: '/api/user/settings',
        headers: { cookie: player.cookie },
        payload: { realityCheckMinutes },
      });
    expect((await call(player, 'GET', '/api/user/settings')).json().realityCheckMinutes).toBeNull();
    expect((await patch(30)).statusCode).toBe(200);
    expect((await call(player, 'GET', '/api/user/settings')).json().realityCheckMinutes).toBe(30);
    for (const wrong of [20, '30', -15, 1e9]) {
      const refused = await patch(wrong);
      expect(refused.statusCode, String(wrong)).toBe(400);
      expect(refused.json().message).toBe('El recordatorio es cada 15, 30 o 60 minutos, o ninguno');
    }
    expect((await patch(null)).statusCode).toBe(200);
    expect((await call(player, 'GET', '/api/user/settings')).json().realityCheckMinutes).toBeNull();
  });
});
