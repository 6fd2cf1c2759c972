import { MESSAGES } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceTransactions, userSettings, users } from '../../db/schema';
import { createTestApp, createUser, login, sessionCookieFrom, uniqueName } from '../../test/test-app';
import { SESSION_COOKIE } from './sessions';

let app: FastifyInstance;
/** Every response body seen in this file, to prove none of them carries a password hash. */
const bodies: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') bodies.push(payload);
    return payload;
  });
});
afterAll(async () => {
  await app?.close();
});

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/register', payload, headers });
}

function newAccount() {
  const username = uniqueName('nuevo');
  return { username, email: `${username}@example.com`, password: 'secret123', firstName: 'Ana', lastName: 'López' };
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
    expect(settings).toMatchObject({
      emailNotifications: true,
      pushNotifications: true,
      marketingEmails: false,
      theme: 'light',
      timezone: 'America/Mexico_City',
      currency: 'USD',
    });
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

    const sameName = await register({ ...newAccount(), username: account.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: MESSAGES.usernameTaken, code: 'DUPLICATE' });

    const sameEmail = await register({ ...newAccount(), email: account.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(MESSAGES.emailTaken);
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

    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: before },
      payload: { username: account.username, password: account.password },
    });
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
  it('accepts the username or the e-mail address', async () => {
    const user = await createUser(app);
    const byName = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
    });
    const byEmail = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.email, password: user.password },
    });
    expect(byName.statusCode).toBe(200);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().id).toBe(user.id);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const user = await createUser(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'wrong-pass' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'wrong-pass' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.loginFailed);
  });

  it('checks the form rules of spec §5', async () => {
    const short = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ab', password: 'secret123' },
    });
    expect(short.json().message).toBe(MESSAGES.usernameMin);
    const shortPassword = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'abc', password: '123' },
    });
    expect(shortPassword.json().message).toBe(MESSAGES.passwordMin);
  });

  it('locks an account after 10 failures in 15 minutes, even for the right password', async () => {
    const user = await createUser(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `203.0.113.${attempt + 1}`,
        payload: { username: user.username, password: 'wrong-pass' },
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.50',
      payload: { username: user.username, password: user.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MESSAGES.loginRateLimited, code: 'RATE_LIMITED' });
  });

  it('limits an address after 10 failures, whichever accounts it tries', async () => {
    const address = '198.51.100.7';
    for (let attempt = 0; attempt < 10; attempt++) {
      await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        payload: { username: `guess${attempt}`, password: 'wrong-pass' },
      });
    }
    const user = await createUser(app);
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: address,
      payload: { username: user.username, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.8',
      payload: { username: user.username, password: user.password },
    });
    expect(elsewhere.statusCode).toBe(200);
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
    const bootApp = await createTestApp({ superAdmin: { username: 'jefa', password: 'clave-segura' } });
    try {
      const cookie = await login(bootApp, 'jefa', 'clave-segura');
      const me = await bootApp.inject({ url: '/api/user', headers: { cookie } });
      expect(me.json()).toMatchObject({ username: 'jefa', role: 'super_admin', status: 'approved' });
    } finally {
      await bootApp.close();
    }
  });

  it('demo data: three accounts with password demo1234, the player approved with $1,000.00 in the ledger', async () => {
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
        expect.objectContaining({ type: 'deposit', amount: '1000.00', previousBalance: '0.00', newBalance: '1000.00' }),
      ]);
      const slides = (await demoApp.inject({ url: '/api/slider-images?active=true' })).json();
      expect(slides).toHaveLength(3);
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
