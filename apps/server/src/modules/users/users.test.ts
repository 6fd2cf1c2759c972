import { ACCOUNT_MESSAGES, MESSAGES } from '@galope/contracts';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, login, NEW_ACCOUNT_SETTINGS, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';

useTestApp();

function patch(url: string, user: TestUser, payload: unknown) {
  return app.inject({ method: 'PATCH', url, headers: { cookie: user.cookie }, payload: payload as object });
}

/** The test of a form refusing bad input: a player's change to `url`, answered 400 with the form's message. */
const refusesBadInput = (url: string) => async (payload: object, message: string) => {
  const user = await createUser(app);
  const response = await patch(url, user, payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(message);
};

describe('profile', () => {
  it('updates names, e-mail and language; the username never changes', async () => {
    const user = await createUser(app);
    const response = await patch('/api/user/profile', user, {
      firstName: 'María',
      lastName: 'García',
      email: 'MARIA.NUEVA@example.com',
      preferredLanguage: 'en',
      username: 'hacker',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: user.username,
      firstName: 'María',
      lastName: 'García',
      email: 'maria.nueva@example.com',
      preferredLanguage: 'en',
    });
    const me = await app.inject({ url: '/api/user', headers: { cookie: user.cookie } });
    expect(me.json().firstName).toBe('María');
  });

  it.each([
    [{ firstName: '' }, MESSAGES.profileRequired],
    [{ lastName: '   ' }, MESSAGES.profileRequired],
    [{ email: '' }, MESSAGES.profileRequired],
    [{ email: 'sin-arroba' }, MESSAGES.profileEmailInvalid],
    [{ preferredLanguage: 'fr' }, MESSAGES.languageInvalid],
  ])('refuses %o with "%s"', refusesBadInput('/api/user/profile'));

  it('refuses an e-mail another account has', async () => {
    const other = await createUser(app);
    const user = await createUser(app);
    const response = await patch('/api/user/profile', user, { email: other.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.emailTaken);
  });
});

describe('password change', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'nueva123' }, MESSAGES.passwordFieldsRequired],
    [{ newPassword: 'nueva123' }, MESSAGES.passwordFieldsRequired],
    [{ currentPassword: 'secret123', newPassword: '' }, MESSAGES.passwordFieldsRequired],
    [{ currentPassword: 'secret123', newPassword: '12345' }, MESSAGES.newPasswordMin],
    [
      { currentPassword: 'secret123', newPassword: 'nueva123', confirmPassword: 'otra1234' },
      MESSAGES.newPasswordsDontMatch,
    ],
  ])('refuses %o with "%s"', refusesBadInput('/api/user/password'));

  it('needs the right current password', async () => {
    const user = await createUser(app);
    const response = await patch('/api/user/password', user, { currentPassword: 'wrong-one', newPassword: 'nueva123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.currentPasswordWrong);
    await expect(login(app, user.username, user.password)).resolves.toBeTruthy();
  });

  it('changes the password and signs out the other sessions, not this one', async () => {
    const user = await createUser(app);
    const otherDevice = await login(app, user.username, user.password);

    const response = await patch('/api/user/password', user, {
      currentPassword: user.password,
      newPassword: 'nueva-clave',
      confirmPassword: 'nueva-clave',
    });
    expect(response.statusCode).toBe(200);

    expect((await app.inject({ url: '/api/user', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: { cookie: otherDevice } })).statusCode).toBe(401);
    await expect(login(app, user.username, user.password)).rejects.toThrow(/401/);
    await expect(login(app, user.username, 'nueva-clave')).resolves.toBeTruthy();
  });
});

describe('language preference', () => {
  it('is es or en', async () => {
    const user = await createUser(app);
    expect((await patch('/api/user/preferences', user, { preferredLanguage: 'en' })).json().preferredLanguage).toBe(
      'en',
    );
    const bad = await patch('/api/user/preferences', user, { preferredLanguage: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.languageInvalid);
  });

  it('can be changed by an account still waiting for approval', async () => {
    const pending = await createUser(app, { status: 'pending' });
    expect((await patch('/api/user/preferences', pending, { preferredLanguage: 'en' })).statusCode).toBe(200);
  });
});

describe('notification settings', () => {
  it('start with the spec defaults and keep what the player saves', async () => {
    const user = await createUser(app);
    const initial = await app.inject({ url: '/api/user/settings', headers: { cookie: user.cookie } });
    expect(initial.json()).toEqual({
      ...NEW_ACCOUNT_SETTINGS,
      oddsChangePolicy: 'none',
      oddsFormat: 'decimal',
      realityCheckMinutes: null,
      notificationKinds: {
        bet_settled: true,
        ticket_settled: true,
        cash_out: true,
        cashier_decided: true,
        limit_raised: true,
        pause_ended: true,
      },
    });
    const saved = await patch('/api/user/settings', user, { marketingEmails: true, pushNotifications: false });
    expect(saved.json()).toMatchObject({ marketingEmails: true, pushNotifications: false, emailNotifications: true });
    const again = await app.inject({ url: '/api/user/settings', headers: { cookie: user.cookie } });
    expect(again.json()).toMatchObject({ marketingEmails: true, pushNotifications: false });
  });

  it('refuses a value of the wrong type', async () => {
    const user = await createUser(app);
    const response = await patch('/api/user/settings', user, { marketingEmails: 'yes' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the approval gate', () => {
  const playerCalls = [
    ['PATCH', '/api/user/profile', { firstName: 'X' }],
    ['PATCH', '/api/user/password', { currentPassword: 'secret123', newPassword: 'nueva123' }],
    ['GET', '/api/user/settings', undefined],
    ['PATCH', '/api/user/settings', { marketingEmails: true }],
  ] as const;

  it.each(playerCalls)('%s %s is 401 for a visitor', async (method, url, payload) => {
    const response = await app.inject({ method, url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.notSignedIn);
  });

  it.each(playerCalls)('%s %s is 403 for a pending account, with the reason', async (method, url, payload) => {
    const pending = await createUser(app, { status: 'pending' });
    const response = await app.inject({ method, url, payload, headers: { cookie: pending.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.notApproved, code: 'NOT_APPROVED' });
  });

  it.each(playerCalls)('%s %s is 403 for a rejected account', async (method, url, payload) => {
    const rejected = await createUser(app, { status: 'rejected' });
    const response = await app.inject({ method, url, payload, headers: { cookie: rejected.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.rejected);
  });

  it('lets a pending account read who it is, to show the waiting screen', async () => {
    const pending = await createUser(app, { status: 'pending' });
    const me = await app.inject({ url: '/api/user', headers: { cookie: pending.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().status).toBe('pending');
  });
});

describe('a sign-in name leads to one account', () => {
  it('refuses an e-mail that is another account’s username', async () => {
    const user = await createUser(app);
    const [emailLike] = await app.database.db
      .insert(users)
      .values({ username: `${user.username}.alias@example.com`, email: 'alias.real@example.com', password: 'x' })
      .returning();
    const response = await patch('/api/user/profile', user, { email: emailLike!.username.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.emailIsAnotherUsername, code: 'DUPLICATE' });
    const me = await app.inject({ url: '/api/user', headers: { cookie: user.cookie } });
    expect(me.json().email).toBe(user.email);
  });
});

describe('what a signed-in user reads is never cached', () => {
  it('answers /api/user and every /api/user/* call with Cache-Control: no-store, errors too', async () => {
    const user = await createUser(app);
    for (const url of ['/api/user', '/api/auth/user', '/api/user/settings']) {
      const response = await app.inject({ url, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const anonymous = await app.inject({ url: '/api/user/settings' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const changed = await patch('/api/user/preferences', user, { preferredLanguage: 'en' });
    expect(changed.headers['cache-control']).toBe('no-store');
  });
});
