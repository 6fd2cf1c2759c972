import {
  ACCOUNT_MESSAGES,
  loginRateLimitedMessage,
  MESSAGES,
  registrationRateLimitedMessage,
  siteToday,
} from '@galope/contracts';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceTransactions, userSettings } from '../../db/schema';
import { loginAttempts, users } from './schema';
import {
  createTestApp,
  createUser,
  login,
  NEW_ACCOUNT_SETTINGS,
  newAccount,
  sessionCookieFrom,
  uniqueName,
} from '../../test/test-app';
import { seedDemoData } from '../../db/seed';
import { FIRST_DELAY_MS } from './login-rate-limit';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from './sessions';

let app: FastifyInstance;
/** A site as production runs one: behind one proxy (TRUST_PROXY=1), demo data on, a super admin configured. */
let site: FastifyInstance;
const SITE_SUPER_ADMIN = { username: 'jefa', password: 'clave-segura' };
/** Every response body seen in this file, to prove none of them carries a password hash. */
const bodies: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') bodies.push(payload);
    return payload;
  });
});
// Seeding hashes passwords and writes the ledger: on a busy machine this app takes longer to build.
beforeAll(async () => {
  site = await createTestApp({ trustProxy: 1, demoData: true, superAdmin: SITE_SUPER_ADMIN });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await site?.close();
});

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/register', payload, headers });
}

/** A sign-up whose names clash with an account's: 409 DUPLICATE, and what the player reads. */
async function expectDuplicate(names: { username?: string; email?: string }, message: string) {
  const response = await register({ ...newAccount(), ...names });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ message, code: 'DUPLICATE' });
}

describe('registration', () => {
  it('creates a pending account, signs it in and gives it the default settings', async () => {
    const account = newAccount();
    const response = await register(account);

    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: account.username,
      email: account.email,
      status: 'pending',
      role: 'user',
      balance: '0.00',
      preferredLanguage: 'es',
    });
    expect(user).not.toHaveProperty('password');

    const me = await app.inject({ url: '/api/user', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.json()).toMatchObject({ username: account.username, status: 'pending' });

    const [settings] = await app.database.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(settings).toMatchObject(NEW_ACCOUNT_SETTINGS);
  });

  it('stores the password as an argon2id hash', async () => {
    const account = newAccount();
    await register(account);
    const [row] = await app.database.db.select().from(users).where(eq(users.username, account.username));
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect(row!.password).not.toContain(account.password);
  });

  it.each([
    [{ username: 'ab' }, MESSAGES.usernameMin],
    [{ password: '12345' }, MESSAGES.passwordMin],
    [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
    [{ username: undefined }, 'El campo «username» es obligatorio'],
  ])('refuses %o with "%s"', async (change, message) => {
    const response = await register({ ...newAccount(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION' });
  });

  it('refuses a username or e-mail already taken, whatever the case', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);

    await expectDuplicate({ username: account.username.toUpperCase() }, MESSAGES.usernameTaken);
    await expectDuplicate({ email: account.email.toUpperCase() }, MESSAGES.emailTaken);
  });

  it('answers 400, not 500, to a body that is not JSON or not an object', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(MESSAGES.invalidJson);

    const array = await register([] as unknown as Record<string, unknown>);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toEqual(expect.any(String));
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, and not Secure outside production', async () => {
    const response = await register(newAccount());
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it('is Secure in production', async () => {
    const secureApp = await createTestApp({ secureCookies: true });
    try {
      const response = await secureApp.inject({ method: 'POST', url: '/api/register', payload: newAccount() });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });

  it('is replaced at login: the session from before no longer works', async () => {
    const account = newAccount();
    const before = sessionCookieFrom(await register(account));

    const response = await signIn(account.username, account.password, { cookie: before });
    const after = sessionCookieFrom(response);

    expect(after).not.toBe(before);
    expect((await app.inject({ url: '/api/user', headers: { cookie: before } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user', headers: { cookie: after } })).statusCode).toBe(200);
  });

  it('is ignored when tampered with', async () => {
    const { cookie } = await createUser(app);
    const tampered = `${cookie.slice(0, -3)}abc`;
    expect((await app.inject({ url: '/api/user', headers: { cookie: tampered } })).statusCode).toBe(401);
  });
});

describe('login', () => {
  it('sets a cookie scripts can read beside the session (a guest then asks nothing), dropped with the session', async () => {
    const user = await createUser(app);
    const signedIn = await signIn(user.username, user.password);
    const hint = signedIn.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const session = signedIn.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
    const both = `${SESSION_COOKIE}=${session.value}; ${SIGNED_IN_HINT_COOKIE}=1`;

    // A session from before the hint gets it on its next request; a live one is left alone.
    const withoutHint = await app.inject({
      url: '/api/user',
      headers: { cookie: `${SESSION_COOKIE}=${session.value}` },
    });
    expect(withoutHint.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('1');
    const withHint = await app.inject({ url: '/api/user', headers: { cookie: both } });
    expect(withHint.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)).toBeUndefined();

    const signOut = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: both } });
    expect(signOut.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('');
    // The session is gone: a page load with the stale hint drops it, so the app stops asking.
    const stale = await app.inject({ url: '/', headers: { cookie: both } });
    expect(stale.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('');
  });

  it('accepts the username or the e-mail address', async () => {
    const user = await createUser(app);
    const byName = await signIn(user.username, user.password);
    const byEmail = await signIn(user.email, user.password);
    expect(byName.statusCode).toBe(200);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().id).toBe(user.id);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const user = await createUser(app);
    const wrong = await signIn(user.username, 'wrong-pass');
    const unknown = await signIn('nobody-here', 'wrong-pass');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.loginFailed);
  });

  it('checks the sign-in and sign-up forms’ rules', async () => {
    const short = await signIn('ab', 'secret123');
    expect(short.json().message).toBe(MESSAGES.usernameMin);
    const shortPassword = await signIn('abc', '123');
    expect(shortPassword.json().message).toBe(MESSAGES.passwordMin);
  });

  it('makes the lookup deterministic: the exact username first, then the e-mail', async () => {
    const owner = await createUser(app);
    // Older data may hold a username equal to another account's e-mail (new accounts cannot).
    const [twin] = await app.database.db
      .insert(users)
      .values({ username: owner.email.toUpperCase(), email: `${uniqueName('twin')}@example.com`, password: 'x' })
      .returning();
    await app.database.db
      .update(users)
      .set({ password: (await getPasswordHash(owner.id))! })
      .where(eq(users.id, twin!.id));
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await loginFrom('192.0.2.200', owner.email, owner.password);
      expect(response.json().id).toBe(twin!.id);
    }
  });
});

async function getPasswordHash(userId: number) {
  const [row] = await app.database.db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row?.password;
}

/** A sign-in from the default test address, answered as it came (unlike `login`, which wants it to succeed). */
function signIn(username: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/login', headers, payload: { username, password } });
}

function loginFrom(address: string, username: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    headers,
    payload: { username, password },
  });
}

function statuses(responses: { statusCode: number }[]) {
  return responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});
}

describe('login limits', () => {
  it.each([1, 2])('60 parallel wrong passwords on one account from one address try at most 10 (run %i)', async () => {
    const user = await createUser(app);
    const address = `203.0.113.${100 + Math.floor(Math.random() * 100)}`;
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => loginFrom(address, user.username, 'wrong-pass')),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 50 });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: loginRateLimitedMessage(15), code: 'RATE_LIMITED' });
    expect(refused.json().message).toBe('Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.');
    const recorded = await app.database.db
      .select()
      .from(loginAttempts)
      .where(like(loginAttempts.key, `pair:user:${user.id}|%`));
    expect(recorded).toHaveLength(10);
    // The right password from this address waits too; the owner elsewhere does not.
    expect((await loginFrom(address, user.username, user.password)).statusCode).toBe(429);
    expect((await loginFrom('192.0.2.1', user.username, user.password)).statusCode).toBe(200);
  });

  it('never locks the owner out: ten failures from ten addresses leave the account open everywhere', async () => {
    const user = await createUser(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await loginFrom(`203.0.113.${attempt + 1}`, user.username, 'wrong-pass')).statusCode).toBe(401);
    }
    expect((await loginFrom('203.0.113.50', user.username, user.password)).statusCode).toBe(200);
    // By e-mail it is the same account: its pair with an address has the same 10 tries.
    for (let attempt = 0; attempt < 10; attempt++) {
      await loginFrom('203.0.113.60', attempt % 2 ? user.email : user.username, 'wrong-pass');
    }
    expect((await loginFrom('203.0.113.60', user.email, user.password)).statusCode).toBe(429);
  });

  it('lets an address fail 30 times across accounts, then refuses it with the minutes left', async () => {
    const address = '198.51.100.7';
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      answers.push(await loginFrom(address, `guess${attempt}`, 'wrong-pass'));
    }
    expect(statuses(answers)).toEqual({ 401: 30 });
    const user = await createUser(app);
    const blocked = await loginFrom(address, user.username, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(loginRateLimitedMessage(15));
    expect((await loginFrom('198.51.100.8', user.username, user.password)).statusCode).toBe(200);
  });

  it('past 50 failures on an account, every attempt waits a growing delay, and the owner still gets in', async () => {
    const user = await createUser(app);
    for (let address = 0; address < 5; address++) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () => loginFrom(`100.64.0.${address + 1}`, user.username, 'wrong-pass')),
      );
      expect(statuses(batch)).toEqual({ 401: 10 });
    }
    let started = Date.now();
    expect((await loginFrom('100.64.1.1', user.username, user.password)).statusCode).toBe(200);
    const firstWait = Date.now() - started;
    expect(firstWait).toBeGreaterThanOrEqual(FIRST_DELAY_MS);

    expect((await loginFrom('100.64.1.2', user.username, 'wrong-pass')).statusCode).toBe(401);
    started = Date.now();
    expect((await loginFrom('100.64.1.3', user.username, user.password)).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * FIRST_DELAY_MS);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sends it', async () => {
    const user = await createUser(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      await loginFrom('192.0.2.77', user.username, 'wrong-pass', { 'x-forwarded-for': `10.9.0.${attempt}` });
    }
    const spoofed = await loginFrom('192.0.2.77', user.username, user.password, { 'x-forwarded-for': '10.9.1.1' });
    expect(spoofed.statusCode).toBe(429);

    const player = await createUser(site);
    const behindProxy = (client: string, password: string) =>
      site.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { username: player.username, password },
      });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await behindProxy('198.51.100.20', 'wrong-pass')).statusCode).toBe(401);
    }
    expect((await behindProxy('198.51.100.20', player.password)).statusCode).toBe(429);
    // Another player behind the same proxy has a counter of their own.
    expect((await behindProxy('198.51.100.21', player.password)).statusCode).toBe(200);
  });
});

describe('registration limit', () => {
  it('creates at most 20 accounts per address per hour; a refused sign-up does not count', async () => {
    const address = '192.0.2.150';
    const taken = newAccount();
    expect((await register(taken)).statusCode).toBe(201);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: address,
      payload: { ...newAccount(), username: taken.username },
    });
    expect(duplicate.statusCode).toBe(409);

    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: '/api/register', remoteAddress: address, payload: newAccount() }),
      ),
    );
    expect(statuses(created)).toEqual({ 201: 20 });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: address,
      payload: newAccount(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: registrationRateLimitedMessage(60), code: 'RATE_LIMITED' });
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '192.0.2.151',
      payload: newAccount(),
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('a sign-in name leads to one account', () => {
  it('refuses a username that is another account’s e-mail, and an e-mail that is another’s username', async () => {
    const first = newAccount();
    expect((await register(first)).statusCode).toBe(201);

    await expectDuplicate({ username: first.email.toUpperCase() }, ACCOUNT_MESSAGES.usernameIsAnotherEmail);

    const emailIsUsername = await register({
      ...newAccount(),
      username: `${uniqueName('u')}@example.com`,
      email: `${uniqueName('mail')}@example.com`,
    });
    expect(emailIsUsername.statusCode).toBe(201);
    await expectDuplicate({ email: emailIsUsername.json().username }, ACCOUNT_MESSAGES.emailIsAnotherUsername);
  });
});

describe('logout', () => {
  it('POST ends the session', async () => {
    const { cookie } = await createUser(app);
    const response = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('GET /api/logout ends the session and sends the browser home; GET /api/login sends it to /auth', async () => {
    const { cookie } = await createUser(app);
    const out = await app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);

    const inPage = await app.inject({ url: '/api/login' });
    expect(inPage.statusCode).toBe(302);
    expect(inPage.headers.location).toBe('/auth');
  });

  it('GET /api/login keeps the page to come back to when it is one of this site’s, and drops any other', async () => {
    const back = await app.inject({ url: `/api/login?next=${encodeURIComponent('/race/12?ref=x')}` });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/auth?next=${encodeURIComponent('/race/12?ref=x')}`);
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', '/api/logout']) {
      const away = await app.inject({ url: `/api/login?next=${encodeURIComponent(next)}` });
      expect(away.statusCode, next).toBe(302);
      expect(away.headers.location, next).toBe('/auth');
    }
    const twice = await app.inject({ url: '/api/login?next=/a&next=/b' });
    expect(twice.statusCode).toBe(302);
    expect(twice.headers.location).toBe('/auth');
  });
});

describe('current user', () => {
  it('is 401 for a visitor on both paths', async () => {
    for (const url of ['/api/user', '/api/auth/user']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, code: 'UNAUTHENTICATED' });
    }
  });

  it('is the same user on both paths', async () => {
    const user = await createUser(app);
    const a = await app.inject({ url: '/api/user', headers: { cookie: user.cookie } });
    const b = await app.inject({ url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(a.json()).toEqual(b.json());
    expect(a.json().username).toBe(user.username);
  });
});

describe('cross-origin requests', () => {
  it('refuses a mutation whose Origin is another site', async () => {
    const response = await register(newAccount(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN');
  });

  it('refuses a mutation the browser marks cross-site', async () => {
    const { cookie } = await createUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  /** A new player follows GET /api/logout with these headers: wherever the link was, it leads home. */
  async function followLogoutLink(headers: Record<string, string>) {
    const { cookie } = await createUser(app);
    const response = await app.inject({ url: '/api/logout', headers: { cookie, ...headers } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    return { cookie, response };
  }

  it.each([
    ['a link the browser marks cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a link from another subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an unmarked link from a page of another site', { referer: 'https://evil.example/page' }],
    ['an unmarked request with another Origin', { origin: 'https://evil.example' }],
  ])('GET /api/logout from %s goes home and leaves the player signed in', async (_, headers) => {
    const { cookie, response } = await followLogoutLink(headers);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it.each([
    ['its own page', { 'sec-fetch-site': 'same-origin' }],
    ['a typed address', { 'sec-fetch-site': 'none' }],
    ['an unmarked link on its own page', { referer: 'http://localhost:80/panel' }],
  ])('GET /api/logout from %s signs the player out', async (_, headers) => {
    const { cookie } = await followLogoutLink(headers);
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses an Origin with the same host and another scheme', async () => {
    const response = await register(newAccount(), { origin: 'https://localhost:5000', host: 'localhost:5000' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.crossOrigin, code: 'CROSS_ORIGIN' });
    const plain = await register(newAccount(), { origin: 'http://localhost:5000', host: 'localhost:5000' });
    expect(plain.statusCode).toBe(201);
  });

  it('behind a trusted proxy, takes the scheme from X-Forwarded-Proto', async () => {
    const viaTls = (origin: string) =>
      site.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '127.0.0.1',
        headers: { origin, host: 'galope.example', 'x-forwarded-proto': 'https' },
        payload: newAccount(),
      });
    expect((await viaTls('https://galope.example')).statusCode).toBe(201);
    expect((await viaTls('http://galope.example')).statusCode).toBe(403);
  });

  it('accepts a same-origin mutation', async () => {
    const response = await register(newAccount(), {
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('bootstrap accounts', () => {
  it('SUPERADMIN_USERNAME/PASSWORD ensures an approved super admin with that password', async () => {
    const cookie = await login(site, SITE_SUPER_ADMIN.username, SITE_SUPER_ADMIN.password);
    const me = await site.inject({ url: '/api/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ username: 'jefa', role: 'super_admin', status: 'approved' });
  });

  it('a fresh database with demo data and SUPERADMIN_USERNAME has both the demo accounts and the super admin', async () => {
    for (const username of ['superadmin', 'admin', 'jugador']) {
      await expect(login(site, username, 'demo1234')).resolves.toContain(SESSION_COOKIE);
    }
    const cookie = await login(site, 'jugador', 'demo1234');
    expect((await site.inject({ url: '/api/user', headers: { cookie } })).json().balance).toBe('1000.00');
    await expect(login(site, SITE_SUPER_ADMIN.username, SITE_SUPER_ADMIN.password)).resolves.toContain(SESSION_COOKIE);
    // A second start seeds nothing twice.
    await expect(seedDemoData(site.database.db, site.log, { superAdmin: 'jefa' })).resolves.toBe(false);
  });

  it('demo data: three accounts with password demo1234, the player approved with $1,000.00 in the ledger, slides in both languages', async () => {
    const demoApp = await createTestApp({ demoData: true });
    try {
      for (const username of ['superadmin', 'admin', 'jugador']) {
        await expect(login(demoApp, username, 'demo1234')).resolves.toContain(SESSION_COOKIE);
      }
      const cookie = await login(demoApp, 'jugador', 'demo1234');
      const me = (await demoApp.inject({ url: '/api/user', headers: { cookie } })).json();
      expect(me).toMatchObject({ role: 'user', status: 'approved', balance: '1000.00' });
      const ledger = await demoApp.database.db
        .select()
        .from(balanceTransactions)
        .where(eq(balanceTransactions.userId, me.id));
      expect(ledger).toEqual([
        expect.objectContaining({
          type: 'deposit',
          amount: '1000.00',
          previousBalance: '0.00',
          newBalance: '1000.00',
          description: 'Saldo inicial de demostración',
          descriptionCode: 'demo_opening_balance',
        }),
      ]);
      const slides: { locale: string; title: string }[] = (
        await demoApp.inject({ url: '/api/slider-images?active=true' })
      ).json();
      expect(slides.filter((slide) => slide.locale === 'es').map((slide) => slide.title)).toEqual([
        'Gran Premio del Domingo',
        'Apuesta en vivo',
        'Fútbol, básquetbol y tenis',
      ]);
      expect(slides.filter((slide) => slide.locale === 'en').map((slide) => slide.title)).toEqual([
        'Sunday Grand Prix',
        'Bet in play',
        'Football, basketball and tennis',
      ]);
      expect((await demoApp.inject({ url: '/api/settings/whatsapp_number' })).json().settingValue).toBe(
        '+52 55 1234 5678',
      );
    } finally {
      await demoApp.close();
    }
  });
});

describe('responses', () => {
  it('never carry a password hash', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toMatch(/\$argon2/);
      expect(body).not.toMatch(/"password"\s*:/);
    }
  });
});

describe('registration asks for the date of birth', () => {
  /** YYYY-MM-DD of the site's today, `years` earlier (and `days` more). */
  const yearsAgo = (years: number, days = 0) => {
    const [year, month, day] = siteToday().split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year - years, month - 1, day + days));
    return date.toISOString().slice(0, 10);
  };

  it('refuses someone who turns 18 tomorrow, under the field, and accepts an 18th birthday today', async () => {
    const young = await register({ ...newAccount(), dateOfBirth: yearsAgo(18, 1) });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Debes ser mayor de 18 años para registrarte',
      issues: [{ path: ['dateOfBirth'], message: 'Debes ser mayor de 18 años para registrarte' }],
    });
    const seventeen = await register({ ...newAccount(), dateOfBirth: yearsAgo(17) });
    expect(seventeen.json().message).toBe('Debes ser mayor de 18 años para registrarte');

    const birthday = await register({ ...newAccount(), dateOfBirth: yearsAgo(18) });
    expect(birthday.statusCode, birthday.body).toBe(201);
    expect(birthday.json().user ?? birthday.json()).toMatchObject({ dateOfBirth: yearsAgo(18) });
  });

  it('refuses a missing or impossible date with its message, creating nobody', async () => {
    const { dateOfBirth: _dropped, ...without } = newAccount();
    const cases: Array<[unknown, string]> = [
      [undefined, 'Indica tu fecha de nacimiento'],
      ['', 'Indica tu fecha de nacimiento'],
      ['2001-02-30', 'La fecha de nacimiento no es válida (AAAA-MM-DD)'],
      ['15/05/1990', 'La fecha de nacimiento no es válida (AAAA-MM-DD)'],
      ['1850-01-01', 'La fecha de nacimiento debe estar entre 1900 y hoy'],
      [yearsAgo(-1), 'La fecha de nacimiento debe estar entre 1900 y hoy'],
    ];
    for (const [dateOfBirth, message] of cases) {
      const response = await register({ ...without, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) });
      expect(response.statusCode, String(dateOfBirth)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [row] = await app.database.db.select().from(users).where(eq(users.username, without.username));
    expect(row).toBeUndefined();
  });

  it('an account from before gives its date of birth in the profile, under the same rule', async () => {
    const old = await createUser(app, { dateOfBirth: null });
    expect((await app.inject({ url: '/api/user', headers: { cookie: old.cookie } })).json()).toMatchObject({
      dateOfBirth: null,
    });
    const patch = (dateOfBirth: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: { cookie: old.cookie },
        payload: { dateOfBirth },
      });
    expect((await patch(yearsAgo(16))).statusCode).toBe(400);
    const saved = await patch('1985-11-02');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: { cookie: old.cookie } })).json()).toMatchObject({
      dateOfBirth: '1985-11-02',
    });
  });
});
