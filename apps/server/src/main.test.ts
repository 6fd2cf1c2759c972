import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { LISTEN_BACKLOG } from './app';
import { freePort } from './test/free-port';

const execFileAsync = promisify(execFile);
const SOMAXCONN = '/proc/sys/net/core/somaxconn';

/** The listening socket's accept queue, as `ss` shows it (its Send-Q column for a listener). */
async function listenBacklog(port: number): Promise<number> {
  const { stdout } = await execFileAsync('ss', ['-Hltn', `sport = :${port}`]);
  return Number(stdout.trim().split(/\s+/)[2]);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'galope-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The real process as `npm start` runs it: configuration, migrations, demo data, listen, signals. */
describe('the server process', () => {
  it('starts on the embedded database, serves, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SIMULATOR: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // A failed check must not leave the server running after the test.
    onTestFinished(() => void (child.exitCode === null && child.kill('SIGKILL')));

    // A fresh data folder: migrations, the demo's accounts (argon2) and its races, on a host that may be
    // running another test file's server beside it.
    const deadline = Date.now() + 90_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready, output).toBe(true);
    expect(output).toContain('demo accounts ready: superadmin, admin, jugador');
    // A crowd's new connections wait in the kernel's queue for it, not dropped past Node's 511.
    expect(await listenBacklog(port)).toBe(Math.min(LISTEN_BACKLOG, Number(readFileSync(SOMAXCONN, 'utf8'))));

    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'jugador', password: 'demo1234' }),
    });
    expect(((await login.json()) as { balance: string }).balance).toBe('1000.00');

    child.kill('SIGTERM');
    // Draining first: still answering, /readyz says not to send anything new.
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status, {
        timeout: 900,
        interval: 50,
      })
      .toBe(503);
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 120_000);

  it('refuses to start with a bad configuration and says why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid configuration[\s\S]*PORT/);
  }, 30_000);
});
