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
import { buildApp, LISTEN_BACKLOG } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { createRace } from '../apps/server/src/test/race-fixtures';
import { kilobytes, measureInitialAssets, WEB_DIST } from '../e2e/initial-assets';
import { benchBetPlacement } from './bet-placement';
import { line } from './bench-setup';
import { benchCashOut } from './cash-out';
import { benchFanOut, FAN_OUT_LIMIT_MS, startBareBroadcast } from './fan-out';
import { runLoad, startBareServer } from './load';
import { benchSearch } from './search';
import { benchSettlement } from './settlement';
import { benchToteSettlement } from './tote-settlement';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 50;
const SOCKETS = 5000;

/** BENCH_ONLY=bets,reads,search,… runs only those parts (all when unset). */
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (part: string) => !only || only.includes(part);

async function baseUrl(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
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

/**
 * Odds updates published on the bus, delivered to SOCKETS subscribers (clients in a worker thread),
 * then the same updates from a bare `ws` broadcast to the same number of clients: the host's own
 * cost of these sends, beside the limit.
 */
async function fanOut(label: string, app: FastifyInstance, host: string) {
  const result = await benchFanOut({
    wsUrl: `ws://${host}/ws`,
    publish: (event) => app.bus.publish(event),
    sockets: SOCKETS,
  });
  const bare = await startBareBroadcast();
  const reference = await benchFanOut({ wsUrl: bare.wsUrl, publish: bare.publish, sockets: SOCKETS }).finally(
    bare.close,
  );
  line(
    `[${label}] live fan-out: ${result.updates} odds updates × ${result.sockets} sockets`,
    `delivered ${result.delivered}/${result.updates * result.sockets}, p50 ${result.p50.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms (limit ${FAN_OUT_LIMIT_MS} ms: ${result.p99 <= FAN_OUT_LIMIT_MS ? 'met' : 'NOT MET'}), ` +
      `max ${result.max.toFixed(1)} ms | bare ws broadcast p99 ${reference.p99.toFixed(1)} ms, ` +
      `ratio ${(result.p99 / reference.p99).toFixed(2)}` +
      (result.note ? ` | ${result.note}` : ''),
  );
}

async function benchDatabase(label: string, databaseUrl: string) {
  // Production settings for what is measured: the board lists' one-second cache is on.
  const app = await buildApp(testConfig({ databaseUrl, demoData: true, webDistDir: WEB_DIST, listCacheMs: 1000 }));
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

    if (wanted('reads')) {
      const placed = await placeSomeBets(host, cookie, board[0]!);
      await againstBare(`[${label}] GET /api/user (signed in)`, `http://${host}/api/user`, { cookie });
      await againstBare(`[${label}] GET /api/user/bets (signed in, ${placed} bets)`, `http://${host}/api/user/bets`, {
        cookie,
      });
      await againstBare(`[${label}] GET /api/races/upcoming (60 races × 10)`, `http://${host}/api/races/upcoming`);
    }
    if (wanted('search')) await benchSearch({ label, app, host, seconds: SECONDS, line });
    if (wanted('bets')) await benchBetPlacement({ label, app, host, seconds: SECONDS, databaseUrl, line });
    if (wanted('cashout')) await benchCashOut({ label, app, host, seconds: SECONDS, line });
    if (wanted('settlement')) await benchSettlement(label, app);
    if (wanted('tote')) await benchToteSettlement(label, app);
    if (wanted('fanout')) await fanOut(label, app, host);
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

/** What a browser downloads before / and /betting can show, compressed as the server sends it. */
function benchWebAssets() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    line('web: initial JS + CSS', 'no build: run `npm run build` first');
    return;
  }
  const pages = { '/': [], '/betting': ['src/features/races/betting/betting-page.tsx'] };
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
if (process.env.BENCH_DATABASE !== 'postgres') await benchDatabase('embedded', 'memory://');
if (process.env.DATABASE_URL)
  await withScratchDatabase(process.env.DATABASE_URL, (url) => benchDatabase('postgres', url));
