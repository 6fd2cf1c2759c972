import { loginRateLimitedMessage, registrationRateLimitedMessage } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from './schema';
import { createTestApp, createUser, newAccount, uniqueName } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { DEVICE_COOKIE } from './device-cookie';
import { MAX_DELAY_MS } from './login-rate-limit';

useTestApp();

function signIn({
  address,
  username,
  password,
  cookie,
}: {
  address: string;
  username: string;
  password: string;
  cookie?: string;
}) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { username, password },
  });
}

/** The Cookie header that carries a sign-in's device cookie back. */
function deviceCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie in the response');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

async function accountFailures(userId: number) {
  const rows = await app.database.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, `account:user:${userId}`));
  return rows.length;
}

async function until(condition: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timed(answer: Promise<LightMyRequestResponse>) {
  const started = Date.now();
  const response = await answer;
  return { status: response.statusCode, ms: Date.now() - started };
}

function statuses(responses: { statusCode: number }[]) {
  return responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});
}

describe('a device the owner signed in from', () => {
  it('gets a long-lived HttpOnly cookie that names the account without its id, Secure in production', async () => {
    const owner = await createUser(app);
    const response = await signIn({ address: '192.0.2.10', ...owner });
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    expect(cookie.value.split('.')).not.toContain(String(owner.id));
    expect(cookie.value).not.toContain(owner.username);

    const production = await createTestApp({ secureCookies: true });
    try {
      const player = await createUser(production);
      const signedIn = await production.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: player.username, password: player.password },
      });
      expect(signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)?.secure).toBe(true);
    } finally {
      await production.close();
    }
  }, 90_000);

  it('signs the owner in at once after a stranger failed 60 times from six addresses; other requests still wait', async () => {
    const owner = await createUser(app);
    const ownDevice = deviceCookieFrom(await signIn({ address: '192.0.2.20', ...owner }));
    const neighbour = await createUser(app);
    const neighboursDevice = deviceCookieFrom(await signIn({ address: '192.0.2.21', ...neighbour }));

    const stranger = (address: number) =>
      Array.from({ length: 10 }, () =>
        signIn({ address: `203.0.113.${address}`, username: owner.username, password: 'wrong-pass' }),
      );
    for (let address = 1; address <= 5; address++)
      expect(statuses(await Promise.all(stranger(address)))).toEqual({ 401: 10 });
    // The last ten are counted at once and then wait their delays (up to 30 s): the owner comes meanwhile.
    const lastTen = Promise.all(stranger(6));
    await until(async () => (await accountFailures(owner.id)) === 60);

    const [known, unknown, othersDevice, forged] = await Promise.all([
      timed(signIn({ address: '198.51.100.1', ...owner, cookie: ownDevice })),
      timed(signIn({ address: '198.51.100.2', ...owner })),
      timed(signIn({ address: '198.51.100.3', ...owner, cookie: neighboursDevice })),
      timed(signIn({ address: '198.51.100.4', ...owner, cookie: `${DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.forged` })),
    ]);
    expect(known.status).toBe(200);
    expect(known.ms).toBeLessThan(1000);
    for (const waited of [unknown, othersDevice, forged]) {
      expect(waited.status).toBe(200);
      expect(waited.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS);
    }
    expect(statuses(await lastTen)).toEqual({ 401: 10 });
  }, 90_000);

  it('is locked out after 10 wrong passwords with it, from any address, and the owner still gets in without it', async () => {
    const owner = await createUser(app);
    const device = deviceCookieFrom(await signIn({ address: '192.0.2.30', ...owner }));

    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, guess) =>
        signIn({ address: `100.64.7.${guess + 1}`, username: owner.username, password: 'wrong-pass', cookie: device }),
      ),
    );
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 5 });

    const stolen = await signIn({ address: '100.64.8.1', ...owner, cookie: device });
    expect(stolen.statusCode).toBe(429);
    expect(stolen.json()).toEqual({ message: loginRateLimitedMessage(15), code: 'RATE_LIMITED' });
    expect((await signIn({ address: '100.64.8.2', ...owner })).statusCode).toBe(200);
  });
});

describe('an IPv6 client', () => {
  it('is counted by its /64: rotating the last 64 bits still meets the 30 per address', async () => {
    const host = () => Math.floor(Math.random() * 0xffff).toString(16);
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const address = `2001:db8:7:7:${host()}:${host()}:${host()}:${host()}`;
      answers.push(await signIn({ address, username: uniqueName('guess'), password: 'wrong-pass' }));
    }
    expect(statuses(answers.slice(0, 30))).toEqual({ 401: 30 });
    expect(answers[30]!.statusCode).toBe(429);
    expect(answers[30]!.json().message).toBe(loginRateLimitedMessage(15));

    const owner = await createUser(app);
    // The same /64 written another way, an IPv4 address as IPv6, another /64: counted as what they are.
    expect((await signIn({ address: '2001:0db8:0007:0007::1', ...owner })).statusCode).toBe(429);
    expect((await signIn({ address: '2001:db8:7:8::1', ...owner })).statusCode).toBe(200);
    expect((await signIn({ address: '::ffff:192.0.2.99', ...owner })).statusCode).toBe(200);
  });

  it('creates at most 20 accounts per /64 an hour', async () => {
    const host = () => Math.floor(Math.random() * 0xffff).toString(16);
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const { username, email, password, dateOfBirth } = newAccount('v6');
      answers.push(
        await app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: `2001:db8:9:9:${host()}::${host()}`,
          payload: { username, email, password, dateOfBirth },
        }),
      );
    }
    expect(statuses(answers.slice(0, 20))).toEqual({ 201: 20 });
    expect(answers[20]!.statusCode).toBe(429);
    expect(answers[20]!.json().message).toBe(registrationRateLimitedMessage(60));
  });
});
