import type { TServerMessage } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessions } from '../../db/schema';
import { createTestApp, createUser, login, setStatusAsAdmin } from '../../test/test-app';
import { addPaymentMethod, askDeposit } from '../../test/cashier-fixtures';
import { connect as connectSocket, listen, received, roundTrip, send, type Socket } from '../../test/live-socket';
import { app, injectAs, itOnTwoInstances, useTestApp } from '../../test/use-test-app';
import { SESSION_ENDED_CLOSE_CODE } from './routes';

let wsUrl: string;

useTestApp();
beforeAll(async () => {
  wsUrl = await listen(app);
});

const connect = (url = wsUrl, options: WebSocket.ClientOptions = {}) => connectSocket(url, options);

const oddsFor = (raceId: number): TServerMessage => ({
  type: 'odds_update',
  raceId,
  data: [{ entryId: 1, currentOdds: '3.50' }],
});

describe('/ws', () => {
  it('sends odds to the sockets subscribed to that race only', async () => {
    const mine = await connect();
    const other = await connect();
    await send(mine, { type: 'subscribe_odds', raceId: 101 });
    await send(other, { type: 'subscribe_race', raceId: 202 });

    await app.bus.publish(oddsFor(101));
    expect(await mine.next('odds_update')).toEqual(oddsFor(101));
    await roundTrip(other);
    expect(received(other, 'odds_update')).toEqual([]);

    await app.bus.publish(oddsFor(202));
    expect(await other.next('odds_update')).toEqual(oddsFor(202));

    await send(mine, { type: 'unsubscribe', raceId: 101 });
    await app.bus.publish(oddsFor(101));
    await roundTrip(mine);
    expect(received(mine, 'odds_update')).toEqual([]);
    mine.ws.close();
    other.ws.close();
  });

  it('delivers an event raised on this instance once, by the time publish returns, as a text frame', async () => {
    const socket = await connect();
    await send(socket, { type: 'subscribe_odds', raceId: 505 });
    // A browser hands a binary frame to the page as a Blob, which its JSON.parse cannot read.
    const binary: boolean[] = [];
    socket.ws.on('message', (_data, isBinary) => binary.push(isBinary));
    const heard: string[] = [];
    const unsubscribe = app.bus.subscribe((event) => heard.push(event.type));
    await app.bus.publish(oddsFor(505));
    expect(heard).toEqual(['odds_update']);
    expect(await socket.next('odds_update')).toEqual(oddsFor(505));
    // Long enough for this instance's own NOTIFY to come back on PostgreSQL: it is not delivered twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await roundTrip(socket);
    expect(heard).toEqual(['odds_update']);
    expect(received(socket, 'odds_update')).toEqual([]);
    expect(binary.length).toBeGreaterThan(0);
    expect(binary.every((isBinary) => !isBinary)).toBe(true);
    unsubscribe();
    socket.ws.close();
  });

  it('sends race statuses, results and sport updates to every socket', async () => {
    const a = await connect();
    const b = await connect();
    await app.bus.publish({ type: 'race_status', raceId: 7, status: 'live' });
    await app.bus.publish({ type: 'sport_update', eventId: 3, status: 'live', homeScore: 1, awayScore: 0, odds: null });
    for (const socket of [a, b]) {
      expect(await socket.next('race_status')).toEqual({ type: 'race_status', raceId: 7, status: 'live' });
      expect(await socket.next('sport_update')).toMatchObject({ eventId: 3, homeScore: 1 });
    }
    a.ws.close();
    b.ws.close();
  });

  it('sends a balance only to its owner’s sockets', async () => {
    const owner = await createUser(app);
    const mine = await connect(wsUrl, { headers: { cookie: owner.cookie } });
    const stranger = await connect();
    await app.bus.publish({ type: 'balance_update', balance: '42.00', userId: owner.id });
    expect(await mine.next('balance_update')).toEqual({ type: 'balance_update', balance: '42.00' });
    await roundTrip(stranger);
    expect(received(stranger, 'balance_update')).toEqual([]);
    mine.ws.close();
    stranger.ws.close();
  });

  it('a cashier request reaches its owner (cashier_update) and the staff (cashier_request), nobody else', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const method = await addPaymentMethod(app, admin, {
      name: 'Efectivo',
      kind: 'deposit',
      minAmount: '1',
      maxAmount: '1000',
    });
    const mine = await connect(wsUrl, { headers: { cookie: owner.cookie } });
    const staff = await connect(wsUrl, { headers: { cookie: admin.cookie } });
    const player = await connect(wsUrl, { headers: { cookie: other.cookie } });
    const anonymous = await connect();
    const asked = await askDeposit(app, owner, { amount: '10.00', methodId: method.id });
    expect(await mine.next('cashier_update')).toMatchObject({ request: { id: asked.id, status: 'pending' } });
    expect(await staff.next('cashier_request')).toMatchObject({
      request: { id: asked.id, user: { id: owner.id, username: owner.username } },
    });
    for (const socket of [player, anonymous]) {
      await roundTrip(socket);
      expect(socket.messages.filter((m) => m.type === 'cashier_update' || m.type === 'cashier_request')).toEqual([]);
    }
    await roundTrip(mine);
    expect(mine.messages.filter((m) => m.type === 'cashier_request')).toEqual([]);
    for (const socket of [mine, staff, player, anonymous]) socket.ws.close();
  });

  it('ignores garbage frames and keeps this socket and the others working', async () => {
    const noisy = await connect();
    const bystander = await connect();
    noisy.ws.send('this is not json');
    noisy.ws.send(JSON.stringify({ type: 'subscribe_odds', raceId: 'abc' }));
    noisy.ws.send(JSON.stringify({ type: 'drop_tables' }));
    noisy.ws.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]), { binary: true });
    noisy.ws.send('x'.repeat(10_000));
    await send(noisy, { type: 'subscribe_odds', raceId: 303 });
    await send(bystander, { type: 'subscribe_odds', raceId: 303 });

    await app.bus.publish(oddsFor(303));
    expect(await noisy.next('odds_update')).toEqual(oddsFor(303));
    expect(await bystander.next('odds_update')).toEqual(oddsFor(303));
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    noisy.ws.close();
    bystander.ws.close();
  });

  it('refuses a socket opened by a page on another site', async () => {
    const ws = new WebSocket(wsUrl, { headers: { origin: 'https://evil.example' } });
    const code = await new Promise<number>((resolve) => ws.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(1008);
  });
});

describe('heartbeat', () => {
  let quick: FastifyInstance;
  let quickUrl: string;
  beforeAll(async () => {
    quick = await createTestApp({}, { liveHeartbeatMs: 100 });
    quickUrl = await listen(quick);
  });
  afterAll(async () => {
    await quick?.close();
  });

  it('drops a socket that stops answering pings', async () => {
    const silent = new WebSocket(quickUrl, { autoPong: false });
    const healthy = await connect(quickUrl);
    const closed = await new Promise<boolean>((resolve) => {
      silent.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    expect(closed).toBe(true);
    expect(healthy.ws.readyState).toBe(WebSocket.OPEN);
    healthy.ws.close();
  });

  it('re-checks the session: a socket whose session expired is told so and hears nothing private', async () => {
    const owner = await createUser(quick);
    const mine = await connect(quickUrl, { headers: { cookie: owner.cookie } });
    await quick.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(sql`(${sessions.sess} ->> 'userId')::int = ${owner.id}`);
    expect(await closeCode(mine, 1000)).toBe(SESSION_ENDED_CLOSE_CODE);
    await quick.bus.publish({ type: 'balance_update', balance: '1.00', userId: owner.id });
    expect(received(mine, 'balance_update')).toEqual([]);
  });
});

/** Resolves with the socket's close code, or undefined if it is still open after `withinMs`. */
function closeCode(socket: Socket, withinMs: number): Promise<number | undefined> {
  if (socket.ws.readyState === WebSocket.CLOSED) return Promise.resolve(socket.closeCode);
  return new Promise((resolve) => {
    socket.ws.on('close', (code) => resolve(code));
    setTimeout(() => resolve(undefined), withinMs);
  });
}

/** A socket that stopped hearing its user's private messages: closed within a second, nothing more. */
async function expectSignedOut(socket: Socket, userId: number) {
  expect(await closeCode(socket, 1000)).toBe(SESSION_ENDED_CLOSE_CODE);
  await app.bus.publish({ type: 'balance_update', balance: '99.00', userId });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(received(socket, 'balance_update')).toEqual([]);
}

describe('a socket’s session (private messages stop within a second)', () => {
  it('after sign-out', async () => {
    const owner = await createUser(app);
    const mine = await connect(wsUrl, { headers: { cookie: owner.cookie } });
    await app.bus.publish({ type: 'balance_update', balance: '1.00', userId: owner.id });
    await mine.next('balance_update');
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: owner.cookie } });
    expect(out.statusCode).toBe(200);
    await expectSignedOut(mine, owner.id);
  });

  it('after a password change: the other devices’ sockets, not this one’s', async () => {
    const owner = await createUser(app);
    const otherDevice = await login(app, owner.username, owner.password);
    const here = await connect(wsUrl, { headers: { cookie: owner.cookie } });
    const there = await connect(wsUrl, { headers: { cookie: otherDevice } });
    const changed = await injectAs(owner, 'PATCH', '/api/user/password', {
      currentPassword: owner.password,
      newPassword: 'nueva-clave-1',
    });
    expect(changed.statusCode).toBe(200);
    await expectSignedOut(there, owner.id);
    expect(here.ws.readyState).toBe(WebSocket.OPEN);
    expect(await here.next('balance_update')).toEqual({ type: 'balance_update', balance: '99.00' });
    here.ws.close();
  });

  it('after an administrator changes the status, or deletes the account', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const rejected = await createUser(app);
    const rejectedSocket = await connect(wsUrl, { headers: { cookie: rejected.cookie } });
    await setStatusAsAdmin(app, admin, rejected, 'rejected');
    await expectSignedOut(rejectedSocket, rejected.id);

    const removed = await createUser(app);
    const removedSocket = await connect(wsUrl, { headers: { cookie: removed.cookie } });
    const deleted = await injectAs(admin, 'DELETE', `/api/admin/users/${removed.id}`);
    expect(deleted.statusCode).toBe(200);
    await expectSignedOut(removedSocket, removed.id);
  });
});

describe('several instances', () => {
  itOnTwoInstances('an event raised on instance A reaches a socket on instance B', async (second) => {
    const socketOnB = await connect(await listen(second));
    await send(socketOnB, { type: 'subscribe_odds', raceId: 404 });
    await app.bus.publish(oddsFor(404));
    expect(await socketOnB.next('odds_update', 5000)).toEqual(oddsFor(404));
    socketOnB.ws.close();
  });

  itOnTwoInstances(
    'three hundred events raised at once on instance A reach instance B, in order, in far fewer notifications',
    async (second) => {
      const heard: number[] = [];
      second.bus.subscribe((event) => {
        if (event.type === 'odds_update' && event.raceId === 505) heard.push(Number(event.data[0]!.entryId));
      });
      const notifications: string[] = [];
      const listener = await app.database.pool!.connect();
      listener.on('notification', (message) => notifications.push(message.payload ?? ''));
      await listener.query('listen galope_live');
      const sent = Array.from({ length: 300 }, (_, index) => index + 1);
      await Promise.all(
        sent.map((entryId) =>
          app.bus.publish({ type: 'odds_update', raceId: 505, data: [{ entryId, currentOdds: '3.50' }] }),
        ),
      );
      await expect.poll(() => heard.length, { timeout: 5000 }).toBe(300);
      expect(heard).toEqual(sent);
      // One NOTIFY per event would be 300 serialised commits; raised together they share a few.
      expect(notifications.length).toBeLessThan(30);
      listener.release(true);
    },
  );

  itOnTwoInstances('a sign-out on instance A ends the socket on instance B within a second', async (second) => {
    const owner = await createUser(app);
    const socketOnB = await connect(await listen(second), { headers: { cookie: owner.cookie } });
    await app.bus.publish({ type: 'balance_update', balance: '5.00', userId: owner.id });
    await socketOnB.next('balance_update', 5000);
    expect(
      (await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
    await expectSignedOut(socketOnB, owner.id);
  });
});
