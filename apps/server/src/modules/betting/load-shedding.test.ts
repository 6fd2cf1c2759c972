import { MESSAGES } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createTestApp, createUser } from '../../test/test-app';
import { findLedgerViolations } from '../../test/ledger-invariants';
import { readBalance, readLedger } from '../../test/wallet-reads';
import type { FastifyInstance } from 'fastify';

// A small server: eight bets at once, so a crowd of forty is plainly more than it takes.
const LIMIT = 8;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await createTestApp({}, { loadShedding: { initialLimit: LIMIT, minLimit: 4 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => app?.close());

type Answer = { status: number; body: { message?: string; code?: string }; retryAfter: string | null; ms: number };

async function post(url: string, cookie: string, payload: object, key: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as Answer['body'];
  return {
    status: response.status,
    body,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Holds the bet function's lock on a race, as a long settlement or a swamped database would: every bet
 * on it waits. On the embedded database the open transaction holds the one session, so everything waits.
 */
async function holdRace(raceId: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310020, ${raceId}::int)`);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

describe('a crowd of bets beyond what the server takes', () => {
  it('is answered at once with 503 BUSY and Retry-After, while the admitted bets keep their place and money', async () => {
    const player = await createUser(app, { balance: 1000 });
    const { race, entries } = await createRace(app.database.db);
    const entry = entries[0]!;
    const payload = { raceId: race.id, raceEntryId: entry.id, betType: 'win', amount: '2.00', odds: entry.currentOdds };

    const free = await holdRace(race.id);
    const crowd = Array.from({ length: 40 }, (_, index) => post('/api/bets', player.cookie, payload, `crowd-${index}`));
    await until(() => app.loadShedder.state().inFlight === LIMIT);

    // While the admitted eight wait on the held race, the other 32 hear back, and the process still answers.
    const heard = new Set<number>();
    crowd.forEach((answer, index) => void answer.then(() => heard.add(index)));
    await until(() => heard.size === 40 - LIMIT);
    expect(app.loadShedder.state().inFlight).toBe(LIMIT);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    await free();
    const answers = await Promise.all(crowd);

    const busy = answers.filter((answer) => answer.status === 503);
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(LIMIT);
    expect(busy).toHaveLength(40 - LIMIT);
    for (const answer of busy) {
      expect(answer.body).toEqual({ message: MESSAGES.busy, code: 'BUSY' });
      expect(answer.retryAfter).toBe('2');
    }

    // Only the admitted bets moved money: 8 × 2.00 from 1,000.00, one ledger row each, the chain intact.
    expect(await readBalance(app.database.db, player.id)).toBe('984.00');
    const ledger = await readLedger(app.database.db, player.id);
    expect(ledger.filter((row) => row.type === 'bet')).toHaveLength(LIMIT);
    expect(await findLedgerViolations(app.database.db, [player.id])).toEqual([]);

    // The crowd gone, the next bet is taken; a refused bet's retry under its own key is a new bet.
    const retry = await post('/api/bets', player.cookie, payload, 'crowd-retry');
    expect(retry.status).toBe(201);
    expect(app.loadShedder.state().inFlight).toBe(0);
  });

  it('counts sport bets in the same limit and sheds nothing but bets', async () => {
    const player = await createUser(app, { balance: 1000 });
    const { race, entries } = await createRace(app.database.db);
    const entry = entries[0]!;
    const event = await createSportEvent(app.database.db);
    const homeBet = (key: string) =>
      post(
        '/api/sports/bets',
        player.cookie,
        { sportEventId: event.id, sportBetType: 'home', amount: '1.00', odds: (event.odds as { home: string }).home },
        key,
      );
    // The first crowd's slow answers brought the limit down; fill whatever it is now.
    const limit = app.loadShedder.state().limit;
    const free = await holdRace(race.id);
    const held = Array.from({ length: limit }, (_, index) =>
      post(
        '/api/bets',
        player.cookie,
        { raceId: race.id, raceEntryId: entry.id, betType: 'win', amount: '1.00', odds: entry.currentOdds },
        `held-${index}`,
      ),
    );
    await until(() => app.loadShedder.state().inFlight === limit);

    const sport = await homeBet('sport-1');
    expect(sport.status).toBe(503);
    expect(sport.body.code).toBe('BUSY');
    // Sign-in and the board wait for the database like any read; they are never refused.
    const signIn = fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: player.username, password: player.password }),
    });
    const board = fetch(`${base}/api/races/upcoming`);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await free();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual(Array(limit).fill(201));
    expect((await signIn).status).toBe(200);
    expect((await board).status).toBe(200);
    const later = await homeBet('sport-2');
    expect(later.status).toBe(201);
    expect(await readBalance(app.database.db, player.id)).toBe(`${1000 - limit - 1}.00`);
  });
});

describe('a refusal under a crowd', () => {
  it('is answered by the HTTP server with the same headers, counted in the metrics and logged in a summary, not per request', async () => {
    const lines: string[] = [];
    const small = await createTestApp(
      { logLevel: 'info', metricsToken: 'metrics-token-for-tests' },
      {
        loadShedding: { initialLimit: 2, minLimit: 1, summaryLogMs: 200 },
        logStream: { write: (line) => lines.push(line) },
      },
    );
    try {
      await small.listen({ port: 0, host: '127.0.0.1' });
      const address = small.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const url = `http://127.0.0.1:${address.port}`;
      const player = await createUser(small, { balance: 100 });
      const { race, entries } = await createRace(small.database.db);
      const entry = entries[0]!;
      const body = JSON.stringify({
        raceId: race.id,
        raceEntryId: entry.id,
        betType: 'win',
        amount: '1.00',
        odds: entry.currentOdds,
      });
      const bet = (path: string, key: string, headers: Record<string, string> = {}) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: player.cookie, 'idempotency-key': key, ...headers },
          body,
        });

      // Two bets wait on the held race and fill the limit of two.
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const held = small.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7310020, ${race.id}::int)`);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isLocked;
      const admitted = [bet('/api/bets', 'a-1'), bet('/api/bets', 'a-2')];
      await until(() => small.loadShedder.state().inFlight === 2);

      // Refused however the path is spelt, each with the security headers of any answer and its own id.
      const refusals = await Promise.all([
        bet('/api/bets', 'r-1', { 'x-request-id': 'support-ticket-42' }),
        bet('/api/bets/', 'r-2'),
        bet('/api/bets?from=slip', 'r-3'),
        bet('/api/%62ets', 'r-4'),
      ]);
      for (const refusal of refusals) {
        expect(refusal.status).toBe(503);
        expect(await refusal.json()).toEqual({ message: MESSAGES.busy, code: 'BUSY' });
        expect(refusal.headers.get('retry-after')).toBe('2');
        expect(refusal.headers.get('content-type')).toMatch(/^application\/json/);
        expect(refusal.headers.get('x-content-type-options')).toBe('nosniff');
        expect(refusal.headers.get('content-security-policy')).toContain("default-src 'self'");
        expect(refusal.headers.get('x-request-id')).toMatch(/^[\w.-]+$/);
      }
      expect(refusals[0]!.headers.get('x-request-id')).toBe('support-ticket-42');

      release();
      await held;
      expect((await Promise.all(admitted)).map((answer) => answer.status)).toEqual([201, 201]);
      expect(small.loadShedder.state().inFlight).toBe(0);
      expect(await readBalance(small.database.db, player.id)).toBe('98.00');

      // The operator's figures: four bets refused BUSY, two placed, each counted once whichever way it went.
      const metrics = await (
        await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-tests' } })
      ).text();
      expect(metrics).toContain('galope_bets_total{kind="race",outcome="BUSY"} 4');
      expect(metrics).toContain('galope_bets_total{kind="race",outcome="placed"} 2');

      // The bets in summary lines (four refused, two placed), no request line for the server's refusals
      // nor for a bet placed.
      const summary = () =>
        lines
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((record) => String(record.msg).startsWith('bets answered'));
      const total = (field: string) => summary().reduce((sum, record) => sum + Number(record[field]), 0);
      await until(() => total('refused') === 4 && total('placed') === 2);
      expect(
        summary()
          .filter((record) => Number(record.refused) > 0)
          .map((record) => record.level),
      ).toEqual([40]);
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      // The one that reached Fastify under another spelling has its request line, as any answer there.
      const answered = records.filter((record) => record.msg === 'request completed');
      const busyLines = answered.filter((record) => (record.res as { statusCode: number }).statusCode === 503);
      expect(busyLines.map((record) => (record.req as { url: string }).url)).toEqual(['/api/%62ets']);
      expect(answered.filter((record) => (record.res as { statusCode: number }).statusCode === 201)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
