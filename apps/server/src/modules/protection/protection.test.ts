import { and, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, raceEntries, races } from '../../db/schema';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { addPaymentMethod } from '../../test/cashier-fixtures';
import { app, injectAs, itOnTwoInstances, useTestAppOnTestClock } from '../../test/use-test-app';
import { HOUR_MS } from '../../test/test-clock';
import { settleRace } from '../settlement';

const clock = useTestAppOnTestClock();
let admin: TestUser;
let methodId: number;
beforeAll(async () => {
  admin = await createUser(app, { role: 'admin' });
  methodId = (
    await addPaymentMethod(app, admin, { name: 'SPEI protección', kind: 'both', minAmount: '1', maxAmount: '5000' })
  ).id;
});
afterEach(() => clock.reset());

async function betOn(player: TestUser, amount: string) {
  // Off half an hour after the server's now, however far a test moved it on.
  const { race, entries } = await createRace(app.database.db, {
    scheduledTime: new Date(clock.now().getTime() + 30 * 60_000),
  });
  return injectAs(player, 'POST', '/api/bets', {
    raceId: race.id,
    raceEntryId: entries[0]!.id,
    betType: 'win',
    amount,
    odds: '2.50',
  });
}

describe('limits', () => {
  it('a daily stake limit takes a bet exactly at the limit and refuses one cent more, naming what is left', async () => {
    const player = await createUser(app, { balance: 100 });
    const set = await injectAs(player, 'PUT', '/api/user/limits', { stakeDaily: '10.00' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ limits: { stakeDaily: '10.00', lossDaily: null }, pending: [] });

    expect((await betOn(player, '6.00')).statusCode).toBe(201);
    expect((await betOn(player, '4.00')).statusCode).toBe(201);
    const over = await betOn(player, '0.01');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Alcanzaste tu límite diario de apuestas (US$10.00): te quedan US$0.00',
    });
    expect((await injectAs(player, 'GET', '/api/user/limits')).json()).toMatchObject({ used: { stakeDaily: '10.00' } });
  });

  it('a loss limit counts pending bets, and two bets at once cannot both pass it', async () => {
    const player = await createUser(app, { balance: 100 });
    await injectAs(player, 'PUT', '/api/user/limits', { lossDaily: '5.00' });
    expect((await betOn(player, '3.00')).statusCode).toBe(201);
    const both = await Promise.all([betOn(player, '2.00'), betOn(player, '2.00')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    expect(both.find((response) => response.statusCode === 403)!.json().message).toBe(
      'Alcanzaste tu límite diario de pérdidas (US$5.00): te quedan US$0.00',
    );
  });

  it("a raised limit waits 24 hours by the server's clock, a lower one applies at once, a removal waits too", async () => {
    const player = await createUser(app, { balance: 100 });
    await injectAs(player, 'PUT', '/api/user/limits', { stakeDaily: '5.00' });
    const raised = (
      await injectAs(player, 'PUT', '/api/user/limits', { stakeDaily: '50.00', lossWeekly: '20' })
    ).json();
    // The first loss limit is at once; the raise waits.
    expect(raised.limits).toMatchObject({ stakeDaily: '5.00', lossWeekly: '20.00' });
    expect(raised.pending).toEqual([{ name: 'stakeDaily', value: '50.00', effectiveAt: expect.any(String) }]);
    expect(Date.parse(raised.pending[0].effectiveAt) - clock.now().getTime()).toBeGreaterThan(23.99 * HOUR_MS);
    expect((await betOn(player, '5.01')).json()).toMatchObject({ code: 'LIMIT_REACHED' });
    clock.advance(23 * HOUR_MS + 59 * 60_000);
    const stillOld = await betOn(player, '5.01');
    expect(stillOld.statusCode).toBe(403);
    expect(stillOld.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Alcanzaste tu límite diario de apuestas (US$5.00): te quedan US$5.00',
    });
    expect((await injectAs(player, 'GET', '/api/user/limits')).json()).toMatchObject({
      limits: { stakeDaily: '5.00' },
      pending: [{ name: 'stakeDaily', value: '50.00' }],
    });
    clock.advance(2 * 60_000);
    expect((await injectAs(player, 'GET', '/api/user/limits')).json()).toMatchObject({
      limits: { stakeDaily: '50.00' },
      pending: [],
    });
    expect((await betOn(player, '5.01')).statusCode).toBe(201);

    const lowered = (await injectAs(player, 'PUT', '/api/user/limits', { stakeDaily: '3.00' })).json();
    expect(lowered).toMatchObject({ limits: { stakeDaily: '3.00' }, pending: [] });
    expect((await betOn(player, '3.01')).json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect((await betOn(player, '3.00')).statusCode).toBe(201);

    const removed = (await injectAs(player, 'PUT', '/api/user/limits', { stakeDaily: null })).json();
    expect(removed.limits.stakeDaily).toBe('3.00');
    expect(removed.pending).toMatchObject([{ name: 'stakeDaily', value: null }]);
    clock.advance(24 * HOUR_MS + 60_000);
    expect((await injectAs(player, 'GET', '/api/user/limits')).json().limits.stakeDaily).toBeNull();
    // Above the old 3.00 and within the weekly loss limit (20.00, with 8.01 staked and pending).
    expect((await betOn(player, '10.00')).statusCode).toBe(201);
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.adminUserId, player.id), eq(auditLog.action, 'player.limits')));
    expect(audited.length).toBeGreaterThanOrEqual(4);
  });

  it('a weekly loss limit counts stakes less what settled bets returned, plus pending stakes, to the cent, over a rolling 7 days', async () => {
    const player = await createUser(app, { balance: 100 });
    await injectAs(player, 'PUT', '/api/user/limits', { lossWeekly: '10.00' });
    // 6.00 on a runner that wins at 2.50: 15.00 back, so the week is 9.00 up.
    const { race, entries } = await createRace(app.database.db, {
      scheduledTime: new Date(clock.now().getTime() + 30 * 60_000),
    });
    const won = await injectAs(player, 'POST', '/api/bets', {
      raceId: race.id,
      raceEntryId: entries[0]!.id,
      betType: 'win',
      amount: '6.00',
      odds: '2.50',
    });
    expect(won.statusCode, won.body).toBe(201);
    await app.database.db.update(raceEntries).set({ finishPosition: 1 }).where(eq(raceEntries.id, entries[0]!.id));
    await app.database.db.update(races).set({ status: 'finished' }).where(eq(races.id, race.id));
    await settleRace(app.database.db, app.bus, race.id);
    // Room for 19.00 of pending stakes: exactly that is taken, one cent more is not.
    expect((await betOn(player, '19.00')).statusCode).toBe(201);
    expect((await betOn(player, '0.01')).json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Alcanzaste tu límite semanal de pérdidas (US$10.00): te quedan US$0.00',
    });
    expect((await injectAs(player, 'GET', '/api/user/limits')).json().used).toEqual({ lossWeekly: '10.00' });
    // Still inside the week six days and 23 hours on; out of it after seven days.
    clock.advance(6 * 24 * HOUR_MS + 23 * HOUR_MS);
    expect((await betOn(player, '0.01')).statusCode).toBe(403);
    clock.advance(HOUR_MS + 60_000);
    expect((await betOn(player, '10.00')).statusCode).toBe(201);
  });

  it('a deposit limit counts pending and approved requests', async () => {
    const player = await createUser(app, { balance: 0 });
    await injectAs(player, 'PUT', '/api/user/limits', { depositDaily: '100.00' });
    expect((await injectAs(player, 'POST', '/api/cashier/deposits', { amount: '60.00', methodId })).statusCode).toBe(
      201,
    );
    expect((await injectAs(player, 'POST', '/api/cashier/deposits', { amount: '40.00', methodId })).statusCode).toBe(
      201,
    );
    const over = await injectAs(player, 'POST', '/api/cashier/deposits', { amount: '1.00', methodId });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Alcanzaste tu límite diario de depósitos (US$100.00): te quedan US$0.00',
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
      const response = await injectAs(player, 'PUT', '/api/user/limits', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const [url, period] of [
      ['/api/user/time-out', '1h'],
      ['/api/user/self-exclusion', 'forever'],
    ] as const) {
      expect((await injectAs(player, 'POST', url, { period })).statusCode).toBe(400);
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

    const paused = await injectAs(player, 'POST', '/api/user/time-out', { period: '24h' });
    expect(paused.statusCode, paused.body).toBe(200);
    const until = paused.json().until as string;
    expect((Date.parse(until) - clock.now().getTime()) / HOUR_MS).toBeCloseTo(24, 1);

    const bet = await betOn(player, '1.00');
    expect(bet.statusCode).toBe(403);
    expect(bet.json()).toMatchObject({ code: 'SELF_EXCLUDED', until });
    expect(bet.json().message).toMatch(/^Tu cuenta está en pausa hasta el /);
    const deposit = await injectAs(player, 'POST', '/api/cashier/deposits', { amount: '10.00', methodId });
    expect(deposit.json()).toMatchObject({ code: 'SELF_EXCLUDED', until });
    // The player still reads the wallet and can take the balance out.
    expect((await injectAs(player, 'GET', '/api/user/balance-history')).statusCode).toBe(200);
    const withdrawal = await injectAs(player, 'POST', '/api/cashier/withdrawals', {
      amount: '50.00',
      methodId,
      destination: 'cuenta 123',
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect((await app.inject({ url: '/api/user', headers: { cookie: otherCookie } })).statusCode).toBe(401);
    expect((await injectAs(player, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it("a time-out ends on the server's clock: bets and deposits are taken again once it has run out", async () => {
    const player = await createUser(app, { balance: 20 });
    const { until } = (await injectAs(player, 'POST', '/api/user/time-out', { period: '24h' })).json();
    clock.advance(23 * HOUR_MS + 59 * 60_000);
    const event = await createSportEvent(app.database.db);
    const sportBet = () =>
      injectAs(player, 'POST', '/api/sports/bets', {
        sportEventId: event.id,
        sportBetType: 'home',
        amount: '1.00',
        odds: '2.10',
      });
    expect((await betOn(player, '1.00')).json()).toMatchObject({ code: 'SELF_EXCLUDED', until });
    expect((await sportBet()).json()).toMatchObject({ code: 'SELF_EXCLUDED', until });
    expect((await injectAs(player, 'GET', '/api/user/limits')).json().timeOutUntil).toBe(until);
    clock.advance(2 * 60_000);
    expect((await injectAs(player, 'GET', '/api/user/limits')).json().timeOutUntil).toBeNull();
    expect((await betOn(player, '1.00')).statusCode).toBe(201);
    expect((await sportBet()).statusCode).toBe(201);
    const deposit = await injectAs(player, 'POST', '/api/cashier/deposits', { amount: '10.00', methodId });
    expect(deposit.statusCode, deposit.body).toBe(201);
  });

  it('a self-exclusion of 6 months still refuses the day before it ends, and not after', async () => {
    const player = await createUser(app, { balance: 20 });
    const { until } = (await injectAs(player, 'POST', '/api/user/self-exclusion', { period: '6m' })).json();
    const toEnd = Date.parse(until) - clock.now().getTime();
    clock.advance(toEnd - 24 * HOUR_MS);
    expect((await betOn(player, '1.00')).json()).toMatchObject({ code: 'SELF_EXCLUDED', until });
    clock.advance(24 * HOUR_MS + 60_000);
    expect((await betOn(player, '1.00')).statusCode).toBe(201);
  });

  it('a self-exclusion cannot be lifted by the player or by staff, nor shortened, and staff see it', async () => {
    const player = await createUser(app, { balance: 5 });
    const excluded = (await injectAs(player, 'POST', '/api/user/self-exclusion', { period: '6m' })).json();
    const months = (Date.parse(excluded.until) - clock.now().getTime()) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);

    expect((await injectAs(player, 'DELETE', '/api/user/self-exclusion')).statusCode).toBe(403);
    expect((await injectAs(admin, 'DELETE', `/api/admin/users/${player.id}/self-exclusion`)).statusCode).toBe(403);
    // A time-out asked meanwhile ends sooner: the exclusion still runs.
    await injectAs(player, 'POST', '/api/user/time-out', { period: '24h' });
    expect((await betOn(player, '1.00')).json()).toMatchObject({ code: 'SELF_EXCLUDED', until: excluded.until });
    // A second exclusion never shortens the first.
    const again = (await injectAs(player, 'POST', '/api/user/self-exclusion', { period: '6m' })).json();
    expect(Date.parse(again.until)).toBeGreaterThanOrEqual(Date.parse(excluded.until));

    const seen = await injectAs(admin, 'GET', `/api/admin/users/${player.id}/protection`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ selfExcludedUntil: again.until, timeOutUntil: expect.any(String) });
    expect((await injectAs(player, 'GET', `/api/admin/users/${player.id}/protection`)).statusCode).toBe(403);
  });
});

describe('a pause reaches the other tabs of the session that asked for it', () => {
  /** A live socket signed in with `cookie`, collecting what it hears. */
  async function liveSocket(url: string, cookie: string) {
    const socket = new WebSocket(url, { headers: { cookie } });
    const heard: string[] = [];
    socket.on('message', (data) => heard.push((JSON.parse(data.toString()) as { type: string }).type));
    let closedWith: number | undefined;
    socket.on('close', (code) => (closedWith = code));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    /** Until the server answered a ping sent now: what it sent before has arrived. */
    const settled = async () => {
      const count = heard.filter((type) => type === 'pong').length;
      socket.send(JSON.stringify({ type: 'ping' }));
      while (heard.filter((type) => type === 'pong').length === count) await new Promise((r) => setTimeout(r, 10));
    };
    return { heard, settled, closed: () => closedWith, close: () => socket.close() };
  }

  it('tells the player’s other tab to read the pause (it stays signed in), and nobody else', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const url = `ws://127.0.0.1:${port}/ws`;
    const player = await createUser(app, { balance: 20 });
    const stranger = await createUser(app, { balance: 20 });
    // A second tab of the same browser: the same session, its own socket.
    const otherTab = await liveSocket(url, player.cookie);
    const strangerTab = await liveSocket(url, stranger.cookie);
    try {
      expect((await injectAs(player, 'POST', '/api/user/time-out', { period: '24h' })).statusCode).toBe(200);
      await otherTab.settled();
      await strangerTab.settled();
      expect(otherTab.heard).toContain('protection_update');
      expect(otherTab.closed()).toBeUndefined();
      expect(strangerTab.heard).not.toContain('protection_update');
      // The tab reads the pause with the session it shares.
      expect((await injectAs(player, 'GET', '/api/user/limits')).json().timeOutUntil).toEqual(expect.any(String));

      // A limit set in one tab reaches the others the same way.
      otherTab.heard.length = 0;
      expect((await injectAs(player, 'PUT', '/api/user/limits', { stakeDaily: '5.00' })).statusCode).toBe(200);
      await otherTab.settled();
      expect(otherTab.heard).toContain('protection_update');
    } finally {
      otherTab.close();
      strangerTab.close();
    }
  });
});

describe('a time-out on another instance (PostgreSQL)', () => {
  itOnTwoInstances(
    'refuses bets there at once and closes the socket of the session signed in there',
    async (second) => {
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

      const paused = await injectAs(player, 'POST', '/api/user/time-out', { period: '7d' });
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
      const deposit = await second.inject({
        method: 'POST',
        url: '/api/cashier/deposits',
        headers: { cookie: player.cookie },
        payload: { amount: '10.00', methodId },
      });
      expect(deposit.statusCode).toBe(403);
      expect(deposit.json()).toMatchObject({ code: 'SELF_EXCLUDED', until: paused.json().until });
    },
    { clock: clock.now },
  );
});

describe('the reality check interval', () => {
  it('is 15, 30 or 60 minutes or none, kept in the player’s settings', async () => {
    const player = await createUser(app, { balance: 1 });
    const patch = (realityCheckMinutes: unknown) =>
      injectAs(player, 'PATCH', '/api/user/settings', { realityCheckMinutes });
    expect((await injectAs(player, 'GET', '/api/user/settings')).json().realityCheckMinutes).toBeNull();
    expect((await patch(30)).statusCode).toBe(200);
    expect((await injectAs(player, 'GET', '/api/user/settings')).json().realityCheckMinutes).toBe(30);
    for (const wrong of [20, '30', -15, 1e9]) {
      const refused = await patch(wrong);
      expect(refused.statusCode, String(wrong)).toBe(400);
      expect(refused.json().message).toBe('El recordatorio es cada 15, 30 o 60 minutos, o ninguno');
    }
    expect((await patch(null)).statusCode).toBe(200);
    expect((await injectAs(player, 'GET', '/api/user/settings')).json().realityCheckMinutes).toBeNull();
  });
});
