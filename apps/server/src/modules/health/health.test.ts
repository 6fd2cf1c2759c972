import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { users } from '../../db/schema';
import { silentLink } from '../../test/silent-link';
import { createTestApp, createUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { hashPassword } from '../auth';
import { EMBEDDED_IN_PRODUCTION } from './routes';

useTestApp();

/** A sign-in whose body is sent as is, under this content type. */
const postLogin = (contentType: string, payload: string) =>
  app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': contentType }, payload });

describe('operations', () => {
  it('/healthz says the process is up and /readyz that the database is migrated', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('in production on the embedded database, warns loudly in the log and in /readyz', async () => {
    const lines: string[] = [];
    const production = await createTestApp(
      { env: 'production', logLevel: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const ready = (await production.inject({ url: '/readyz' })).json();
      if (production.database.kind === 'pglite') {
        expect(ready).toMatchObject({ status: 'ready', database: 'pglite', warning: EMBEDDED_IN_PRODUCTION });
        const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
        expect(logged).toContainEqual(expect.objectContaining({ level: 40, msg: EMBEDDED_IN_PRODUCTION }));
      } else {
        // On PostgreSQL there is nothing to warn about.
        expect(ready).toEqual({ status: 'ready', database: 'postgres' });
      }
      // Outside production the embedded database is the normal case: no warning.
      expect((await app.inject({ url: '/readyz' })).json().warning).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it('/readyz is 503 once the database is gone', async () => {
    const closing = await createTestApp();
    await closing.bus.close();
    await closing.database.close();
    const response = await closing.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    // Any other request: 503 BUSY with Retry-After at once, not a 500 or a wait.
    const started = Date.now();
    const read = await closing.inject({ url: '/api/races/finished' });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ code: 'BUSY' });
    expect(read.headers['retry-after']).toBe('2');
    expect(Date.now() - started).toBeLessThan(5000);
    await closing.close().catch(() => {});
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a database link gone silent: requests answered 503 BUSY within 5 s, and served again once it is back',
    async () => {
      const direct = await createTestApp();
      const link = await silentLink(new URL(direct.config.databaseUrl!));
      const through = new URL(direct.config.databaseUrl!);
      through.host = `127.0.0.1:${link.port}`;
      const app = await buildApp(testConfig({ databaseUrl: through.toString(), uploadsDir: direct.config.uploadsDir }));
      try {
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
        // No packet either way and no reset, on the connections already open and on new ones.
        link.goSilent();
        const asked = Date.now();
        const answers = await Promise.all(
          ['/readyz', '/api/races/finished', '/api/sports/events'].map((url) => app.inject({ url })),
        );
        expect(Date.now() - asked).toBeLessThan(6_500);
        expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
        expect(answers[1]!.json()).toMatchObject({ code: 'BUSY' });

        link.speakAgain();
        await expect
          .poll(async () => (await app.inject({ url: '/api/races/finished' })).statusCode, { timeout: 15_000 })
          .toBe(200);
      } finally {
        link.close();
        await app.close().catch(() => {});
        await direct.close();
      }
    },
  );

  it('logs one line per request, answered, with its id, status, time and the signed-in user', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      const player = await createUser(logged);
      lines.length = 0;
      await logged.inject({ url: '/api/user', headers: { cookie: player.cookie, 'x-request-id': 'who-asked-1' } });
      const mine = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.reqId === 'who-asked-1');
      expect(mine).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          userId: player.id,
          req: expect.objectContaining({ method: 'GET', url: '/api/user' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      // Nothing of the cookie in it.
      expect(JSON.stringify(mine)).not.toContain(player.cookie.split('=')[1]!.slice(0, 12));
    } finally {
      await logged.close();
    }
  });

  it('answers with the request id it was given, or a new one, and never a header a client made up', async () => {
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'nginx-7f3a.2' } });
    expect(given.headers['x-request-id']).toBe('nginx-7f3a.2');
    const fresh = await app.inject({ url: '/api/races/upcoming' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'a\tb {"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await app.inject({ method: 'POST', url: '/api/bets', headers: { 'x-request-id': 'r-1' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('r-1');
  });

  it('sends security headers and a Content-Security-Policy', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/login', '/api/user', '/api/user/profile', '/api/user/password']),
    );
    expect(document.paths['/api/login'].post.requestBody).toBeDefined();
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
  });

  it('answers a body over 1 MB with 413 and a Spanish message', async () => {
    const response = await postLogin(
      'application/json',
      JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'secret123' }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La solicitud es demasiado grande');
  });

  it('answers an unsupported content type with 415 and plain text with 400, not 500', async () => {
    const text = await postLogin('text/plain', 'hola');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toEqual(expect.any(String));
    const response = await postLogin('application/xml', '<login/>');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });
});

describe('hardened for production', () => {
  let hardened: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    hardened = await createTestApp(
      { apiDocs: false, logLevel: 'info', timeouts: { connectionMs: 500, requestMs: 1000, keepAliveMs: 500 } },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await hardened?.close();
  });

  it('API_DOCS off: no /api/docs, no OpenAPI document', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await hardened.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('closes a connection that never sends a byte, and still answers the next visitor', async () => {
    await hardened.listen({ port: 0, host: '127.0.0.1' });
    const { port } = hardened.server.address() as AddressInfo;
    const silent = net.connect(port, '127.0.0.1');
    silent.on('error', () => {});
    const closedWithinMs = await new Promise<number>((resolve) => {
      const started = Date.now();
      silent.on('close', () => resolve(Date.now() - started));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000).unref();
    });
    expect(closedWithinMs).toBeLessThan(5000);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });

  it('never logs a password hash or an e-mail from a failed query', async () => {
    const user = await createUser(hardened);
    const passwordHash = await hashPassword('otra-clave-123');
    // A real failed query: Drizzle puts the SQL and every parameter in the error it throws.
    const error = await hardened.database.db
      .insert(users)
      .values({ username: user.username, email: user.email, password: passwordHash })
      .catch((failure: unknown) => failure);
    expect(String((error as Error).message)).toContain(passwordHash);
    hardened.log.error({ err: error }, 'unexpected error');

    const logs = logLines.join('');
    expect(logs).toContain('unexpected error');
    expect(logs).toContain('Failed query');
    expect(logs).not.toContain('$argon2');
    expect(logs).not.toContain(user.email);
    expect(logs).not.toContain(passwordHash);
  });
});
