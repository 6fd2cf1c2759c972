/**
 * `npm run bench`: starts the real server on the embedded database (and on PostgreSQL when
 * DATABASE_URL is set, in a scratch database created on that server and dropped afterwards) and
 * prints one line per figure. It asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { randomUUID } from 'node:crypto';
import { formatCents } from '@galope/contracts';
import { bets, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { ensureUserSettings } from '../apps/server/src/modules/users/users-repository';
import { applyBalanceChange } from '../apps/server/src/modules/wallet/apply-balance-change';
import { kilobytes, measureInitialAssets, WEB_DIST } from '../e2e/initial-assets';
import { runLoad, runPostLoad, startBareServer } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 50;
const SOCKETS = 1000;

function line(name: string, value: string) {
  console.log(`${name.padEnd(60)} ${value}`);
}

async function baseUrl(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `127.0.0.1:${address.port}`;
}

/** The endpoint under load, then a bare server answering the same bytes under the same load. */
async function againstBare(label: string, url: string, headers: Record<string, string> = {}) {
  const measured = await runLoad({ url, concurrency: CONCURRENCY, seconds: SECONDS, headers });
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const bare = await startBareServer(body, response.headers.get('content-type') ?? 'application/json');
  const limit = await runLoad({ url: bare.url, concurrency: CONCURRENCY, seconds: SECONDS });
  await bare.close();
  line(
    `${label}, ${CONCURRENCY} clients`,
    `${measured.perSecond.toFixed(0)} req/s, p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms, ` +
      `errors ${measured.errors} | bare server ${limit.perSecond.toFixed(0)} req/s → ratio ${(measured.perSecond / limit.perSecond).toFixed(2)} ` +
      `(${(body.length / 1024).toFixed(0)} KiB)`,
  );
}

/** Odds updates published on the bus, delivered to SOCKETS subscribers: delivery latency. */
async function fanOut(label: string, app: FastifyInstance, host: string) {
  const raceId = 999_999;
  const sentAt: number[] = [];
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  for (let index = 0; index < SOCKETS; index++) {
    const ws = new WebSocket(`ws://${host}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type !== 'odds_update') return;
      const sequence = Number(message.data[0].entryId);
      latencies.push(performance.now() - sentAt[sequence]!);
    });
    ws.send(JSON.stringify({ type: 'subscribe_odds', raceId }));
    sockets.push(ws);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const updates = 20;
  for (let sequence = 0; sequence < updates; sequence++) {
    sentAt[sequence] = performance.now();
    await app.bus.publish({ type: 'odds_update', raceId, data: [{ entryId: sequence, currentOdds: '3.50' }] });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const ws of sockets) ws.terminate();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  line(
    `[${label}] live fan-out: ${updates} odds updates × ${SOCKETS} sockets`,
    `delivered ${latencies.length}/${updates * SOCKETS}, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
  );
}

async function benchDatabase(label: string, databaseUrl: string) {
  // Production settings for what is measured: the board lists' one-second cache is on.
  const app = await buildApp(testConfig({ databaseUrl, demoData: true, webDistDir: WEB_DIST, listCacheMs: 1000 }));
  const host = await baseUrl(app);
  try {
    // A full board: 60 upcoming races of 10 runners.
    for (let index = 0; index < 60; index++) await createRace(app.database.db, { runners: 10 });

    const login = await fetch(`http://${host}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'jugador', password: 'demo1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    await againstBare(`[${label}] GET /api/user (signed in)`, `http://${host}/api/user`, { cookie });
    await againstBare(`[${label}] GET /api/races/upcoming (60 races × 10)`, `http://${host}/api/races/upcoming`);
    await betPlacement(label, app, host);
    await fanOut(label, app, host);
  } finally {
    await app.close();
  }
}

const BETTORS = 200;

/** 200 approved players betting 1.00 as fast as the server answers; beside it the same transaction run directly. */
async function betPlacement(label: string, app: FastifyInstance, host: string) {
  const { db } = app.database;
  const { race, entries } = await createRace(db, { runners: 10, scheduledTime: new Date(Date.now() + 3 * 3600_000) });
  const password = await hashPassword('bench-pass');
  const stamp = randomBytes(3).toString('hex');
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: BETTORS }, (_, index) => ({
        username: `bettor${stamp}${index}`,
        email: `bettor${stamp}${index}@bench.local`,
        password,
        status: 'approved' as const,
      })),
    )
    .returning({ id: users.id, username: users.username });
  for (const user of created) {
    await ensureUserSettings(db, user.id);
    await db.transaction((tx) =>
      applyBalanceChange(tx, { userId: user.id, amountCents: 1_000_000, type: 'deposit', description: 'bench' }),
    );
  }
  // In batches: every sign-in in flight counts toward the address's limit until its password is checked (DESIGN §4).
  const cookies: string[] = [];
  for (let start = 0; start < created.length; start += 20) {
    const batch = created.slice(start, start + 20).map(async (user) => {
      const response = await fetch(`http://${host}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: 'bench-pass' }),
      });
      return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    });
    cookies.push(...(await Promise.all(batch)));
  }
  const entry = entries[0]!;
  const body = JSON.stringify({
    raceId: race.id,
    raceEntryId: entry.id,
    betType: 'win',
    amount: '1.00',
    odds: entry.currentOdds,
  });
  const result = await runPostLoad({
    url: `http://${host}/api/bets`,
    clients: cookies.map((cookie) => ({ headers: { cookie }, body: () => body })),
    seconds: SECONDS,
  });

  // The limit: the same writes (bet row, conditional debit, ledger row) in one transaction, no HTTP.
  const direct: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    created.map(async (user) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        await db.transaction(async (tx) => {
          const id = randomUUID();
          await tx.insert(bets).values({
            id,
            userId: user.id,
            raceId: race.id,
            raceEntryId: entry.id,
            betType: 'win',
            amount: '1.00',
            odds: entry.currentOdds!,
            potentialWinnings: formatCents(250),
          });
          await applyBalanceChange(tx, {
            userId: user.id,
            amountCents: -100,
            type: 'bet',
            description: 'bench',
            relatedBetId: id,
          });
        });
        direct.push(performance.now() - begin);
      }
    }),
  );
  const directRate = direct.length / ((performance.now() - started) / 1000);
  direct.sort((a, b) => a - b);
  line(
    `[${label}] bet placement, ${BETTORS} approved players`,
    `${result.perSecond.toFixed(0)} bets/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, refused ${result.errors} | ` +
      `same transaction direct ${directRate.toFixed(0)}/s (p99 ${(direct[Math.floor(direct.length * 0.99)] ?? 0).toFixed(1)} ms) → ratio ${(result.perSecond / directRate).toFixed(2)}`,
  );
}

/** DESIGN §8: what a browser downloads before / and /betting can show, compressed as the server sends it. */
function benchWebAssets() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    line('web: initial JS + CSS', 'no build: run `npm run build` first');
    return;
  }
  const pages = { '/': [], '/betting': ['src/features/board/betting-page.tsx'] };
  for (const [page, lazyModules] of Object.entries(pages)) {
    const { js, css, files } = measureInitialAssets({ lazyModules });
    line(
      `web: ${page} initial JS (${files.length} files with CSS)`,
      `${kilobytes(js.brotli)} Brotli, ${kilobytes(js.gzip)} gzip, ${kilobytes(js.raw)} raw`,
    );
    line(`web: ${page} initial CSS`, `${kilobytes(css.brotli)} Brotli, ${kilobytes(css.gzip)} gzip`);
  }
}

/** A scratch database on the server named by DATABASE_URL, dropped at the end. */
async function withScratchDatabase(serverUrl: string, run: (url: string) => Promise<void>) {
  const name = `galope_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

benchWebAssets();
await benchDatabase('embedded', 'memory://');
if (process.env.DATABASE_URL)
  await withScratchDatabase(process.env.DATABASE_URL, (url) => benchDatabase('postgres', url));
