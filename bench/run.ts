/**
 * `npm run bench`: starts the real server on the embedded database (and on PostgreSQL when
 * DATABASE_URL is set) and prints one line per figure. It asserts nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { runLoad, startBareServer } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 50;
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

function line(name: string, value: string) {
  console.log(`${name.padEnd(58)} ${value}`);
}

async function benchDatabase(label: string, databaseUrl: string) {
  const app = await buildApp(testConfig({ databaseUrl, demoData: true, webDistDir: webDist }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'jugador', password: 'demo1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    // The signed-in read every page makes: session lookup + user row + serialization.
    const userRead = await runLoad({
      url: `${base}/api/user`,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      headers: { cookie },
    });
    const body = Buffer.from(await (await fetch(`${base}/api/user`, { headers: { cookie } })).arrayBuffer());
    const bare = await startBareServer(body, 'application/json');
    const limit = await runLoad({ url: bare.url, concurrency: CONCURRENCY, seconds: SECONDS });
    await bare.close();
    line(
      `[${label}] GET /api/user (signed in), ${CONCURRENCY} clients`,
      `${userRead.perSecond.toFixed(0)} req/s, p50 ${userRead.p50.toFixed(1)} ms, p99 ${userRead.p99.toFixed(1)} ms, errors ${userRead.errors}`,
    );
    line(
      `[${label}] bare server, same bytes (the limit)`,
      `${limit.perSecond.toFixed(0)} req/s, p99 ${limit.p99.toFixed(1)} ms → ratio ${(userRead.perSecond / limit.perSecond).toFixed(2)}`,
    );
    line(`[${label}] bet placement (200 users)`, 'not measured yet: betting arrives with issue 4');
    line(`[${label}] GET /api/races/upcoming`, 'not measured yet: the board arrives with issue 3');
  } finally {
    await app.close();
  }
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

benchWebAssets();
await benchDatabase('embedded', 'memory://');
if (process.env.DATABASE_URL) await benchDatabase('postgres', process.env.DATABASE_URL);
line('live fan-out (1,000 WebSocket clients)', 'not measured yet: live updates arrive with issue 3');
