/**
 * `npm run bench`: starts the real server on the embedded database (and on PostgreSQL when
 * DATABASE_URL is set, in a scratch database created on that server and dropped afterwards) and
 * prints one line per figure. It asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { randomUUID } from 'node:crypto';
import { formatCents } from '@galope/contracts';
import { bets, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { ensureUserSettings } from '../apps/server/src/modules/users/users-repository';
import { applyBalanceChange } from '../apps/server/src/modules/wallet/apply-balance-change';
import { benchFanOut, FAN_OUT_LIMIT_MS } from './fan-out';
import { runLoad, runPostLoad, startBareServer } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 50;
const SOCKETS = 5000;
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

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

/** Odds updates published on the bus, delivered to SOCKETS subscribers (clients in a worker thread). */
async function fanOut(label: string, app: FastifyInstance, host: string) {
  const result = await benchFanOut({
    wsUrl: `ws://${host}/ws`,
    publish: (event) => app.bus.publish(event),
    sockets: SOCKETS,
  });
  line(
    `[${label}] live fan-out: ${result.updates} odds updates × ${result.sockets} sockets`,
    `delivered ${result.delivered}/${result.updates * result.sockets}, p50 ${result.p50.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms (limit ${FAN_OUT_LIMIT_MS} ms), max ${result.max.toFixed(1)} ms` +
      (result.note ? ` | ${result.note}` : ''),
  );
}

async function benchDatabase(label: string, databaseUrl: string) {
  // Production settings for what is measured: the board lists' one-second cache is on.
  const app = await buildApp(testConfig({ databaseUrl, demoData: true, webDistDir: webDist, listCacheMs: 1000 }));
  const host = await baseUrl(app);
  try {
    // A full board: 60 upcoming races of 10 runners.
    const board = [];
    for (let index = 0; index < 60; index++) board.push(await createRace(app.database.db, { runners: 10 }));

    const login = await fetch(`http://${host}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'jugador', password: 'demo1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    const placed = await placeSomeBets(host, cookie, board[0]!);
    await againstBare(`[${label}] GET /api/user (signed in)`, `http://${host}/api/user`, { cookie });
    await againstBare(`[${label}] GET /api/user/bets (signed in, ${placed} bets)`, `http://${host}/api/user/bets`, {
      cookie,
    });
    await againstBare(`[${label}] GET /api/races/upcoming (60 races × 10)`, `http://${host}/api/races/upcoming`);
    await betPlacement(label, app, host);
    await fanOut(label, app, host);
  } finally {
    await app.close();
  }
}

/** A history to read: a 1.00 win bet on each runner of a race; how many were taken. */
async function placeSomeBets(host: string, cookie: string, { race, entries }: Awaited<ReturnType<typeof createRace>>) {
  let placed = 0;
  for (const entry of entries) {
    const response = await fetch(`http://${host}/api/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        raceId: race.id,
        raceEntryId: entry.id,
        betType: 'win',
        amount: '1.00',
        odds: entry.currentOdds,
      }),
    });
    if (response.status === 201) placed += 1;
  }
  return placed;
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

function benchWebAssets() {
  let html: string;
  try {
    html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    line('web: initial JS + CSS (gzip)', 'no build: run `npm run build` first');
    return;
  }
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSync(readFileSync(path.join(webDist, asset))).length;
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  line('web: landing page initial JS (gzip)', `${js} bytes`);
  line('web: landing page initial CSS (gzip)', `${css} bytes`);
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
