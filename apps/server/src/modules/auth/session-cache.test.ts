import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { sessions, users } from './schema';
import { placeWinBet } from '../../test/bet-fixtures';
import { createRace } from '../../test/race-fixtures';
import { createUser, login, type TestUser, setStatusAsAdmin } from '../../test/test-app';
import { app, injectAs, useTestApp } from '../../test/use-test-app';
import { createInProcessBus } from '../live';
import type { UserRow } from './users-repository';
import { createSessionCache, type SessionLookup } from './session-cache';

let admin: TestUser;

useTestApp();
beforeAll(async () => {
  admin = await createUser(app, { role: 'admin' });
});

const me = (instance: FastifyInstance, cookie: string) =>
  instance.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

/** Retries `check` until it passes or `withinMs` runs out (another instance hears an event a few ms later). */
async function eventually(check: () => Promise<void>, withinMs = 1000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('signed-in reads served from the session cache', () => {
  it('answer each cookie with its own user, never another’s', async () => {
    const players = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(players.map((player) => me(app, player.cookie)));
      expect(answers.map((answer) => answer.json().username)).toEqual(players.map((player) => player.username));
    }
    // Two sessions of one user are two sessions: ending one leaves the other.
    const [first] = players;
    const second = await login(app, first!.username, first!.password);
    await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: first!.cookie } });
    expect((await me(app, first!.cookie)).statusCode).toBe(401);
    expect((await me(app, second)).json().username).toBe(first!.username);
  });

  it('sign-out: the cookie is refused on the next request', async () => {
    const player = await createUser(app);
    expect((await me(app, player.cookie)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: player.cookie } });
    expect((await me(app, player.cookie)).statusCode).toBe(401);
  });

  it('deactivation and rejection apply on the next request', async () => {
    const rejected = await createUser(app);
    // A ledger row: the account is kept, deactivated.
    const removed = await createUser(app, { balance: 5 });
    expect((await me(app, rejected.cookie)).statusCode).toBe(200);
    expect((await me(app, removed.cookie)).statusCode).toBe(200);
    await setStatusAsAdmin(app, admin, rejected, 'rejected');
    const bets = await app.inject({ method: 'GET', url: '/api/user/bets', headers: { cookie: rejected.cookie } });
    expect(bets.statusCode).toBe(403);
    expect((await me(app, rejected.cookie)).json().status).toBe('rejected');

    const deleted = await injectAs(admin, 'DELETE', `/api/admin/users/${removed.id}`);
    expect(deleted.json().deactivated).toBe(true);
    expect((await me(app, removed.cookie)).statusCode).toBe(401);
  });

  it('a password change signs out the other devices, and the new password is the current one at once', async () => {
    const player = await createUser(app);
    const otherDevice = await login(app, player.username, player.password);
    expect((await me(app, otherDevice)).statusCode).toBe(200);
    const changed = await injectAs(player, 'PATCH', '/api/user/password', {
      currentPassword: player.password,
      newPassword: 'nueva-clave-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(app, otherDevice)).statusCode).toBe(401);
    expect((await me(app, player.cookie)).statusCode).toBe(200);
    const again = await injectAs(player, 'PATCH', '/api/user/password', {
      currentPassword: 'nueva-clave-1',
      newPassword: 'nueva-clave-2',
    });
    expect(again.statusCode).toBe(200);
  });

  it('shows a bet’s debit, an administrator’s credit and a new language on the next read', async () => {
    const player = await createUser(app, { balance: 50 });
    expect((await me(app, player.cookie)).json().balance).toBe('50.00');
    await placeWinBet(app, player, await createRace(app.database.db));
    expect((await me(app, player.cookie)).json().balance).toBe('40.00');

    const credit = await injectAs(admin, 'POST', `/api/admin/users/${player.id}/balance`, {
      amount: '2.50',
      type: 'add',
    });
    expect(credit.statusCode).toBe(200);
    expect((await me(app, player.cookie)).json().balance).toBe('42.50');

    await injectAs(player, 'PATCH', '/api/user/preferences', { preferredLanguage: 'en' });
    expect((await me(app, player.cookie)).json().preferredLanguage).toBe('en');
  });

  it('a session that expires is refused from its expiry on, cached or not', async () => {
    const player = await createUser(app);
    await app.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 700) })
      .where(sql`(${sessions.sess} ->> 'userId')::int = ${player.id}`);
    expect((await me(app, player.cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await me(app, player.cookie)).statusCode).toBe(401);
  });
});

describe('the session cache and the events racing its reads', () => {
  const row = (id: number) => ({ id, username: `u${id}` }) as UserRow;
  const lookup = (id: number): SessionLookup => ({ user: row(id), expire: new Date(Date.now() + 60_000) });

  /** A database read that answers when the test says so. */
  function pendingRead() {
    let answer!: (value: SessionLookup | undefined) => void;
    const promise = new Promise<SessionLookup | undefined>((resolve) => (answer = resolve));
    return { load: () => promise, answer };
  }

  it('does not keep a read that began before the session ended', async () => {
    const bus = createInProcessBus();
    const cache = createSessionCache({ bus, ttlMs: 5000 });
    const read = pendingRead();
    const first = cache.get('s1', read.load);
    await bus.publish({ type: 'session_ended', sessionId: 's1' });
    // The read saw the row before the sign-out deleted it: its request may pass, nobody after it.
    read.answer(lookup(1));
    expect((await first)?.id).toBe(1);
    expect(cache.size).toBe(0);
    expect(await cache.get('s1', async () => undefined)).toBeUndefined();
    cache.close();
  });

  it('does not keep a read that began before its user changed, nor lend it to a later request', async () => {
    const bus = createInProcessBus();
    const cache = createSessionCache({ bus, ttlMs: 5000 });
    const read = pendingRead();
    const first = cache.get('s2', read.load);
    await bus.publish({ type: 'balance_update', balance: '1.00', userId: 2 });
    let fresh = 0;
    const second = cache.get('s2', async () => {
      fresh += 1;
      return lookup(2);
    });
    read.answer(lookup(2));
    await Promise.all([first, second]);
    expect(fresh).toBe(1);
    expect(cache.size).toBe(1); // the second read, begun after the event, is kept
    cache.close();
  });

  it('shares one read between requests of one session, and holds a bounded number of sessions', async () => {
    const bus = createInProcessBus();
    const cache = createSessionCache({ bus, ttlMs: 5000, maxEntries: 3 });
    let reads = 0;
    const load = async () => {
      reads += 1;
      return lookup(7);
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.get('same', load)));
    expect(reads).toBe(1);
    for (let index = 0; index < 10; index++) await cache.get(`other${index}`, async () => lookup(100 + index));
    expect(cache.size).toBe(3);
    cache.close();
  });
});

describe('several instances on one PostgreSQL database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) second = await buildApp(testConfig({ databaseUrl: app.config.databaseUrl }));
  });
  afterAll(async () => {
    await second?.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a sign-out on A is refused on B within a second', async () => {
    const player = await createUser(app);
    expect((await me(second, player.cookie)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: player.cookie } });
    await eventually(async () => expect((await me(second, player.cookie)).statusCode).toBe(401));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a rejection or a deactivation on A applies on A at once and on B within a second',
    async () => {
      const rejected = await createUser(app);
      const removed = await createUser(app, { balance: 1 });
      for (const player of [rejected, removed]) {
        expect((await me(app, player.cookie)).statusCode).toBe(200);
        expect((await me(second, player.cookie)).statusCode).toBe(200);
      }
      await setStatusAsAdmin(app, admin, rejected, 'rejected');
      await app.inject({ method: 'DELETE', url: `/api/admin/users/${removed.id}`, headers: { cookie: admin.cookie } });
      const betsOf = (instance: FastifyInstance) =>
        instance.inject({ method: 'GET', url: '/api/user/bets', headers: { cookie: rejected.cookie } });
      expect((await betsOf(app)).statusCode).toBe(403);
      expect((await me(app, removed.cookie)).statusCode).toBe(401);
      await eventually(async () => {
        expect((await betsOf(second)).statusCode).toBe(403);
        expect((await me(second, removed.cookie)).statusCode).toBe(401);
      });
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)('a password change on A signs out the other devices on B', async () => {
    const player = await createUser(app);
    const otherDevice = await login(second, player.username, player.password);
    expect((await me(second, otherDevice)).statusCode).toBe(200);
    expect((await me(second, player.cookie)).statusCode).toBe(200);
    await injectAs(player, 'PATCH', '/api/user/password', {
      currentPassword: player.password,
      newPassword: 'nueva-clave-1',
    });
    await eventually(async () => expect((await me(second, otherDevice)).statusCode).toBe(401));
    expect((await me(second, player.cookie)).statusCode).toBe(200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a balance or profile change on A shows on B', async () => {
    const player = await createUser(app, { balance: 20 });
    expect((await me(second, player.cookie)).json()).toMatchObject({ balance: '20.00', preferredLanguage: 'es' });
    await injectAs(admin, 'POST', `/api/admin/users/${player.id}/balance`, { amount: '5.00', type: 'subtract' });
    await injectAs(player, 'PATCH', '/api/user/preferences', { preferredLanguage: 'en' });
    await eventually(async () =>
      expect((await me(second, player.cookie)).json()).toMatchObject({ balance: '15.00', preferredLanguage: 'en' }),
    );
    const [stored] = await app.database.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, player.id));
    expect(stored!.balance).toBe('15.00');
  });
});
