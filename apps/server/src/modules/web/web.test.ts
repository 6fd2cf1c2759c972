import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../../test/race-fixtures';
import { createUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { readRoutePreloads } from './route-preloads';

/*
 * A web build of our own (what `npm run build` writes: index.html, hashed assets, and a `.br` and `.gz`
 * beside each), so the test does not depend on the real build being there.
 */
const SCRIPT = `export const board = ${JSON.stringify('carrera '.repeat(2000))};\n`;
const distDir = mkdtempSync(path.join(tmpdir(), 'galope-web-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="es"><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(distDir, 'assets/index-a1b2c3.js'), SCRIPT);
writeFileSync(path.join(distDir, 'assets/index-a1b2c3.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(distDir, 'assets/index-a1b2c3.js.gz'), gzipSync(SCRIPT));
// Which scripts each lazy page needs (apps/web/build/route-preloads.ts writes it beside Vite's manifest).
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(
  path.join(distDir, '.vite/route-preloads.json'),
  JSON.stringify({
    routes: [
      // First: `/` names the landing alone, not every path under it.
      { path: '/', signedIn: ['/assets/es-later-c9.js'], guest: [] },
      {
        path: '/betting',
        signedIn: ['/assets/betting-page-d4e5.js', '/assets/shared-f6.js'],
        guest: ['/assets/auth-page-a7.js'],
        data: ['/api/races/live', '/api/races/upcoming'],
      },
      { path: '/race/', signedIn: ['/assets/race-page-b8.js'], guest: ['/assets/auth-page-a7.js'] },
    ],
  }),
);

useTestApp({ webDistDir: distDir });
beforeAll(async () => {
  // Enough races for the upcoming feed to pass 1 KB.
  for (let i = 0; i < 3; i += 1) await createRace(app.database.db, { runners: 8 });
});
afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true });
});

describe('the site as a phone downloads it', () => {
  it('serves the hashed scripts to a signed-in player without asking the database for the session', async () => {
    const queries = async (url: string) => {
      // A player signed in a moment ago whose session this server has not looked up yet.
      const { cookie } = await createUser(app);
      const before = app.database.stats.queries;
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return app.database.stats.queries - before;
    };
    // The page itself knows who is signed in; its code is the same for everyone.
    expect(await queries('/api/user')).toBeGreaterThan(0);
    expect(await queries('/assets/index-a1b2c3.js')).toBe(0);
  });

  it('sends a script compressed as the browser asks, from the files the build wrote, cached for a year', async () => {
    const brotli = await app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await app.inject({ url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers the page itself never cached, so a new build is seen at once, and answers HEAD /', async () => {
    for (const url of ['/', '/betting', '/race/12']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');

    const missingAsset = await app.inject({ method: 'HEAD', url: '/assets/gone-123.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('names the scripts of the page asked for in its HTML, the player’s page or the guest’s sign-in page', async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const signedIn = { cookie: 'galope_signed_in=1' };

    const betting = await app.inject({ url: '/betting', headers: signedIn });
    // Before the page's own script, the session and the page's races are asked for from the HTML: the app
    // takes those answers.
    expect(preloads(betting.body)).toEqual([
      '/api/user',
      '/api/races/live',
      '/api/races/upcoming',
      '/assets/betting-page-d4e5.js',
      '/assets/shared-f6.js',
    ]);
    expect(betting.body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">');
    expect(betting.body).toContain('<link rel="modulepreload" crossorigin href="/assets/betting-page-d4e5.js">');
    // What the page names depends on the cookie: a shared cache must not give a guest a player's page.
    expect(betting.headers.vary).toMatch(/cookie/i);

    expect(preloads((await app.inject({ url: '/betting' })).body)).toEqual(['/assets/auth-page-a7.js']);
    expect(preloads((await app.inject({ url: '/race/12', headers: signedIn })).body)).toEqual([
      '/api/user',
      '/assets/race-page-b8.js',
    ]);
    // The landing and a path no page answers name no page's scripts; a guest's page asks for no session.
    expect(preloads((await app.inject({ url: '/' })).body)).toEqual([]);
    expect(preloads((await app.inject({ url: '/', headers: signedIn })).body)).toEqual([
      '/api/user',
      '/assets/es-later-c9.js',
    ]);
    expect(preloads((await app.inject({ url: '/bettingx' })).body)).toEqual([]);
  });

  it('serves the page without preloads when the build’s list is missing or not what the build writes', async () => {
    const otherDist = mkdtempSync(path.join(tmpdir(), 'galope-web-'));
    try {
      expect(await readRoutePreloads(otherDist)).toEqual({ routes: [] });
      mkdirSync(path.join(otherDist, '.vite'));
      for (const content of [
        '{',
        '{"routes":{}}',
        '{"routes":[{"path":"/x","signedIn":["https://evil.example/x.js"],"guest":[]}]}',
        '{"routes":[{"path":"/x","signedIn":[],"guest":[],"data":["https://evil.example/api"]}]}',
      ]) {
        writeFileSync(path.join(otherDist, '.vite/route-preloads.json'), content);
        expect(await readRoutePreloads(otherDist)).toEqual({ routes: [] });
      }
    } finally {
      rmSync(otherDist, { recursive: true, force: true });
    }
  });

  it('compresses the race feed above 1 KB, Brotli first, gzip for a browser without it', async () => {
    const plain = await app.inject({ url: '/api/races/upcoming' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await app.inject({
      url: '/api/races/upcoming',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await app.inject({ url: '/api/races/upcoming', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const refused = await app.inject({
      url: '/api/races/upcoming',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('leaves a small answer as it is: compressing it would cost more than it saves', async () => {
    const health = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
