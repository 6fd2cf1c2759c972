import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { raceEntries, races } from '../../db/schema';
import { placeWinBet } from '../../test/bet-fixtures';
import { createRace } from '../../test/race-fixtures';
import { createTestApp, createUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { settleRace } from '../settlement';

const TOKEN = 'metrics-token-0123456789';
useTestApp({ metricsToken: TOKEN });

const scrape = async () => {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};
/** The value of one series, e.g. `galope_bets_total{kind="race",outcome="placed"}`. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN, and refuses a scrape without the right token', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await plain.close();
    }
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Bearer ${TOKEN}x`]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('times requests by route pattern, never by raw URL', async () => {
    await app.inject({ url: '/api/races/upcoming' });
    await app.inject({ url: '/api/races/987654' });
    await app.inject({ url: '/no/such/page/at/all' });
    const text = await scrape();
    expect(
      valueOf(
        text,
        'galope_http_request_duration_seconds_count{method="GET",route="/api/races/upcoming",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/races/:id",status_code="404"');
    // The raw path, not the number alone: a gauge's digits once held 987654 by chance.
    expect(text).not.toContain('races/987654');
    expect(text).not.toContain('/no/such/page');
  });

  it('counts the web build’s files under one label, whatever their hashed names', async () => {
    const assets = path.join(app.config.webDistDir, 'assets');
    const files = existsSync(assets) ? readdirSync(assets).filter((name) => /\.(js|css)$/.test(name)) : [];
    if (files.length === 0) return; // No web build here (`npm test` builds it first).
    for (const name of files.slice(0, 3)) expect((await app.inject({ url: `/assets/${name}` })).statusCode).toBe(200);
    const text = await scrape();
    expect(
      valueOf(text, 'galope_http_request_duration_seconds_count{method="GET",route="static",status_code="200"}'),
    ).toBeGreaterThanOrEqual(Math.min(3, files.length));
    for (const name of files.slice(0, 3)) expect(text).not.toContain(name);
  });

  it('has every series the shipped alert rules and dashboard ask for', async () => {
    const deploy = path.join(import.meta.dirname, '../../../../../deploy');
    const rules = ['prometheus/galope-alerts.yml', 'grafana/galope-dashboard.json']
      .map((file) => readFileSync(path.join(deploy, file), 'utf8'))
      .join('\n');
    const asked = new Set([...rules.matchAll(/\b((?:galope|nodejs)_[a-z_]+)/g)].map(([, name]) => name!));
    expect(asked.size).toBeGreaterThan(5);
    const text = await scrape();
    for (const name of asked) {
      const family = name.replace(/_(bucket|count|sum)$/, '');
      expect(text, name).toContain(`# TYPE ${family} `);
    }
  });

  it('says which build runs and whether this instance leads the jobs', async () => {
    const text = await scrape();
    expect(text).toContain(`galope_build_info{version="0.1.0",node="${process.version}"} 1`);
    // A test app starts no jobs: it leads nothing.
    expect(valueOf(text, 'galope_leader')).toBe(0);
  });

  it("shows how far this instance's clock is from the database's: about 0 here, an hour on a clock an hour fast", async () => {
    expect(Math.abs(valueOf(await scrape(), 'galope_clock_offset_seconds')!)).toBeLessThan(0.5);

    const fast = await createTestApp({ metricsToken: TOKEN }, { clock: () => new Date(Date.now() + 3_600_000) });
    try {
      const response = await fast.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(valueOf(response.body, 'galope_clock_offset_seconds')).toBeCloseTo(3600, 0);
    } finally {
      await fast.close();
    }
  });

  it('counts bets placed, replayed and refused by their code', async () => {
    const player = await createUser(app, { balance: 1 });
    const { race, entries } = await createRace(app.database.db);
    const payload = { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '1.00', odds: '2.50' };
    const bet = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/bets', headers: { cookie: player.cookie, ...headers }, payload });
    expect((await bet({ 'idempotency-key': 'k-1' })).statusCode).toBe(201);
    expect((await bet({ 'idempotency-key': 'k-1' })).statusCode).toBe(200);
    expect((await bet()).statusCode).toBe(400);

    const text = await scrape();
    expect(valueOf(text, 'galope_bets_total{kind="race",outcome="placed"}')).toBe(1);
    expect(valueOf(text, 'galope_bets_total{kind="race",outcome="replayed"}')).toBe(1);
    expect(valueOf(text, 'galope_bets_total{kind="race",outcome="INSUFFICIENT_BALANCE"}')).toBe(1);
  });

  it('shows the settlement lag: a result whose bets are unsettled, then 0 once settled', async () => {
    const player = await createUser(app, { balance: 10 });
    const card = await createRace(app.database.db);
    const { race, entries } = card;
    await placeWinBet(app, player, card, '1.00');
    // The result is in since two minutes ago, but nothing has settled the bet.
    await app.database.db.update(raceEntries).set({ finishPosition: 1 }).where(eq(raceEntries.id, entries[0]!.id));
    await app.database.db
      .update(races)
      .set({ status: 'finished', actualEndTime: new Date(Date.now() - 120_000) })
      .where(eq(races.id, race.id));
    const lag = valueOf(await scrape(), 'galope_settlement_lag_seconds')!;
    expect(lag).toBeGreaterThanOrEqual(119);
    expect(lag).toBeLessThan(600);

    await settleRace(app.database.db, app.bus, race.id);
    expect(valueOf(await scrape(), 'galope_settlement_lag_seconds')).toBe(0);
  });

  it('shows open WebSockets, database pool use and event-loop lag', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/ws`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      const text = await scrape();
      expect(valueOf(text, 'galope_websockets_open')).toBe(1);
      expect(valueOf(text, 'galope_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(text).toContain('galope_db_pool_connections{state="waiting"} 0');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      socket.close();
    }
  });
});
