import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TBetResponse, TRaceCardResponse, TRaceResponse } from '@galope/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makePng } from '../apps/server/src/test/images';
import { multipartBody } from '../apps/server/src/test/multipart-body';

/**
 * Production as deploy/ and docs/OPERATIONS.md describe it: Debian's nginx with deploy/nginx.conf in
 * front of two built instances (apps/server/dist, NODE_ENV=production, TRUST_PROXY=1) on one
 * PostgreSQL. A player signs in, bets and watches the race settle through nginx (HTTP and the
 * WebSocket upgrade); requests land on both instances; the leader is killed and the site goes on.
 */
const PG_URL = process.env.NGINX_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve(import.meta.dirname, '..');
const NGINX = '/usr/sbin/nginx';
const SPEED = 60;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const ready = existsSync(NGINX) && (await postgresAnswers());
if (!ready) console.warn(`nginx test skipped: needs ${NGINX} (apt-get install -y nginx) and PostgreSQL at ${PG_URL}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const METRICS_TOKEN = 'nginx-test-metrics-token-0123456789';

type Instance = { child: ChildProcess; port: number; output: () => string; requests: () => number };

function startInstance(port: number, databaseUrl: string, dataDir: string): Instance {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'nginx-test-session-secret-0123456789-abcdefghij',
      TRUST_PROXY: '1',
      METRICS_TOKEN: METRICS_TOKEN,
      DEMO_DATA: 'true',
      SIMULATOR: 'on',
      SIM_SEED: '77',
      SIM_SPEED: String(SPEED),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return {
    child,
    port,
    output: () => output,
    requests: () => output.split('\n').filter((line) => line.includes('"request completed"')).length,
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(ready)('two instances behind nginx', () => {
  const database = `galope_nginx_${process.pid}`;
  const work = mkdtempSync(path.join(tmpdir(), 'galope-nginx-'));
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  let site = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    await admin.end();
    const databaseUrl = Object.assign(new URL(PG_URL), { pathname: `/${database}` }).toString();

    const [nginxPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort()]);
    // Both start together, as a deploy starts them: migrations run under their advisory lock.
    for (const port of appPorts) instances.push(startInstance(port!, databaseUrl, path.join(work, `data-${port}`)));
    for (const instance of instances)
      await until(
        'an instance to be ready',
        async () => ((await fetch(`http://127.0.0.1:${instance.port}/readyz`)).ok ? true : undefined),
        60_000,
      );

    // deploy/nginx.conf as it is, with these instances and this port.
    const config = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
      .replace(/server app1:5000 ([^;]*);/, `server 127.0.0.1:${appPorts[0]} $1;`)
      .replace(/server app2:5000 ([^;]*);/, `server 127.0.0.1:${appPorts[1]} $1;`)
      .replace('listen 80 backlog=4096;', `listen 127.0.0.1:${nginxPort} backlog=4096;`)
      .replace('pid /run/nginx-galope.pid;', `pid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;`)
      .replace(/access_log \/var\/log\/nginx\/galope-access\.log/, `access_log ${work}/access.log`);
    expect(config).toContain(`server 127.0.0.1:${appPorts[1]}`);
    expect(config).toContain(`listen 127.0.0.1:${nginxPort} backlog=4096;`);
    writeFileSync(path.join(work, 'nginx.conf'), config);
    const checked = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
    nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    site = `http://127.0.0.1:${nginxPort}`;
    await until('nginx', async () => ((await fetch(`${site}/readyz`)).ok ? true : undefined), 20_000);
  }, 150_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const instance of instances) instance.child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  });

  const signIn = async (password = 'demo1234', headers: Record<string, string> = {}) => {
    const response = await fetch(`${site}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, ...headers },
      body: JSON.stringify({ username: 'jugador', password }),
    });
    return { response, cookie: /galope\.sid=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] };
  };

  it('keeps /metrics and source maps to itself, and names each request with the id nginx gave it', async () => {
    const [one] = instances as [Instance, Instance];
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await fetch(`${site}/metrics`, { headers: bearer })).status).toBe(404);
    expect((await fetch(`${site}/assets/index.js.map`)).status).toBe(404);
    // The instance's own port still answers the monitoring system.
    expect((await fetch(`http://127.0.0.1:${one.port}/metrics`, { headers: bearer })).status).toBe(200);
    const ids = await Promise.all([1, 2].map(async () => (await fetch(`${site}/healthz`)).headers.get('x-request-id')));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const [one, other] = instances as [Instance, Instance];
    const login = await fetch(`http://127.0.0.1:${one.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${one.port}` },
      body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const cookie = /galope\.sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const png = makePng(1781, 266);
    const body = multipartBody(
      { title: 'Dos instancias', locale: 'es', orderIndex: '1', isActive: 'true' },
      { field: 'image', name: 'banner.png', type: 'image/png', bytes: png },
    );
    const uploaded = await fetch(`http://127.0.0.1:${one.port}/api/admin/slider-images/upload`, {
      method: 'POST',
      headers: { ...body.headers, cookie, origin: `http://127.0.0.1:${one.port}` },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const slide = (await uploaded.json()) as { imageUrl: string; imageMobileUrl: string };
    for (const url of [slide.imageUrl, slide.imageMobileUrl]) {
      const served = await fetch(`http://127.0.0.1:${other.port}${url}`);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
      expect(served.headers.get('cache-control')).toContain('immutable');
    }
    const main = Buffer.from(await (await fetch(`http://127.0.0.1:${other.port}${slide.imageUrl}`)).arrayBuffer());
    expect(main.subarray(1, 4).toString()).toBe('PNG');
    // And through nginx, from whichever instance answers.
    expect((await fetch(`${site}${slide.imageUrl}`)).status).toBe(200);
  });

  it('a player bets and sees the race settle through nginx, on both instances, and after the leader dies', async () => {
    const { response, cookie } = await signIn();
    expect(response.status).toBe(200);
    const get = async (url: string) => fetch(`${site}${url}`, { headers: { cookie: cookie!, origin: site } });

    // The live socket through nginx's upgrade: a signed-in socket hears the simulator's races.
    const socket = new WebSocket(`${site.replace('http', 'ws')}/ws`, { headers: { cookie: cookie!, origin: site } });
    const heard: Array<{ type: string; raceId?: number }> = [];
    socket.on('message', (data) => heard.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    // A win bet on the soonest race still open, at its price (a race going off meanwhile: the next one).
    const bet = await until(
      'a bet to be taken',
      async () => {
        const upcoming: TRaceCardResponse[] = await (await get('/api/races/upcoming')).json();
        for (const race of upcoming.filter((candidate) => candidate.status === 'scheduled')) {
          // A card's runners are still in the race: rows of [entry id, horse, jockey, current odds, …].
          const runner = race.entries.find(([, , , currentOdds]) => currentOdds !== null);
          if (!runner) continue;
          const [entryId, , , currentOdds] = runner;
          const placed = await fetch(`${site}/api/bets`, {
            method: 'POST',
            headers: { cookie: cookie!, origin: site, 'content-type': 'application/json' },
            body: JSON.stringify({
              raceId: race.id,
              raceEntryId: entryId,
              betType: 'win',
              amount: '5.00',
              odds: currentOdds,
            }),
          });
          if (placed.status === 201) return (await placed.json()) as TBetResponse;
        }
        return undefined;
      },
      30_000,
    );
    expect(heard.length).toBeGreaterThan(0);

    // Requests went to both instances (nginx balances them); then the leader dies at once.
    for (let index = 0; index < 10; index++) expect((await get('/api/races/upcoming')).status).toBe(200);
    for (const instance of instances) expect(instance.requests()).toBeGreaterThan(0);
    const leader = instances.find((instance) => instance.output().includes('this instance is the leader'))!;
    const other = instances.find((instance) => instance !== leader)!;
    leader.child.kill('SIGKILL');

    // The site goes on: every read through nginx answers, the other instance takes the jobs over and
    // the race is run and settled; the player reconnects the socket and hears the balance.
    const reconnected = new WebSocket(`${site.replace('http', 'ws')}/ws`, {
      headers: { cookie: cookie!, origin: site },
    });
    const after: Array<{ type: string }> = [];
    reconnected.on('message', (data) => after.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => reconnected.once('open', resolve).once('error', reject));
    const settled = await until(
      'the bet to be settled',
      async () => {
        const history = await get('/api/user/bets');
        expect(history.status).toBe(200);
        const mine = ((await history.json()) as TBetResponse[]).find((item) => item.id === bet.id);
        return mine?.status === 'pending' ? undefined : mine;
      },
      120_000,
    );
    // A runner the simulator withdrew before the off refunds the stake; otherwise the race decided it.
    const race = (await (await get(`/api/races/${bet.raceId}`)).json()) as TRaceResponse;
    const scratched = race.entries.find((entry) => entry.id === bet.raceEntryId)?.scratched;
    expect(settled.status).toMatch(scratched ? /^cancelled$/ : /^(won|lost)$/);
    // The race may have been settled by the old leader just before it died: the other instance takes the
    // jobs over on its own clock (its lock is granted once the dead one's connection is gone).
    await until(
      'the other instance to lead',
      async () => other.output().includes('this instance is the leader') || undefined,
      60_000,
    );
    if (settled.status === 'won') expect(after.some((message) => message.type === 'balance_update')).toBe(true);
    expect(after.some((message) => message.type === 'race_status' || message.type === 'race_result')).toBe(true);
    socket.close();
    reconnected.close();
  }, 200_000);

  it('counts sign-in failures by the address nginx saw, whatever X-Forwarded-For the client sends', async () => {
    // Ten wrong passwords for one account from one address, each claiming another address.
    for (let attempt = 0; attempt < 10; attempt++) {
      const { response } = await signIn('wrong-password', { 'x-forwarded-for': `203.0.113.${attempt + 1}` });
      expect(response.status).toBe(401);
    }
    const { response } = await signIn('wrong-password', { 'x-forwarded-for': '198.51.100.7' });
    expect(response.status).toBe(429);
  }, 60_000);

  // Last: it spends this address's sign-up allowance at nginx.
  it('refuses a robot’s burst of sign-ups at nginx with the app’s JSON 429, and logs each request with its id', async () => {
    const statuses: number[] = [];
    let refusal: { status: number; body: unknown; retryAfter: string | null } | undefined;
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await fetch(`${site}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site },
        body: JSON.stringify({ username: `robot${attempt}` }),
      });
      statuses.push(response.status);
      if (response.status === 429 && !refusal) {
        refusal = { status: 429, body: await response.json(), retryAfter: response.headers.get('retry-after') };
      }
    }
    // What is left of the burst (the sign-ins above spent part of it) passes to the app, which refuses
    // the incomplete form; the rest stops at nginx (one a 2 s refill may let through on a slow host).
    expect(statuses[0]).toBe(400);
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(8);
    expect(refusal).toEqual({
      status: 429,
      body: { message: expect.any(String), code: 'RATE_LIMITED' },
      retryAfter: '10',
    });
    // Bets and reads are not counted against sign-ups.
    expect((await fetch(`${site}/api/races/upcoming`)).status).toBe(200);
    const log = readFileSync(path.join(work, 'access.log'), 'utf8');
    expect(log).toMatch(/"POST \/api\/register HTTP\/1\.1" 429 .* id=[0-9a-f]{32}/);
  });
});
