import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, type TAdminUserResponse } from '@galope/contracts';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceTransactions, users } from '../../db/schema';
import { createRace } from '../../test/race-fixtures';
import { createStaffAndPlayers, createUser, login, type TestUser } from '../../test/test-app';
import { app, as, balanceChange, type Call, statusChange, useTestApp } from '../../test/use-test-app';

let superAdmin: TestUser, admin: TestUser, player: TestUser, pending: TestUser;

useTestApp();
beforeAll(async () => {
  ({ superAdmin, admin, player, pending } = await createStaffAndPlayers(app));
});

const balanceOf = async (userId: number) =>
  (await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;

describe('authorization matrix', () => {
  // Every admin call of the second spec document. Targets are fresh players so allowed calls succeed.
  const adminCalls = async (): Promise<Call[]> => {
    const target = await createUser(app, { balance: 10 });
    const race = await createRace(app.database.db);
    return [
      { method: 'GET', url: '/api/admin/users' },
      {
        method: 'POST',
        url: '/api/admin/users',
        payload: { username: `nuevo${target.id}`, email: `nuevo${target.id}@example.com`, password: 'secret123' },
      },
      balanceChange(target.id, { amount: '1.00', type: 'add' }),
      statusChange(target.id, { status: 'approved' }),
      { method: 'GET', url: '/api/admin/slider-images' },
      {
        method: 'POST',
        url: '/api/admin/slider-images',
        payload: { imageUrl: 'https://example.com/a.png', title: 'A' },
      },
      {
        method: 'POST',
        url: '/api/admin/settings',
        payload: { settingKey: 'whatsapp_number', settingValue: '+52 55 1234 5678' },
      },
      { method: 'POST', url: `/api/admin/races/${race.race.id}/cancel` },
      { method: 'DELETE', url: `/api/admin/users/${target.id}` },
    ];
  };

  it('anonymous visitors get 401 and approved players 403 on every admin call', async () => {
    for (const call of await adminCalls()) {
      expect((await as(undefined, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await as(player, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await as(pending, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('admins and super admins are allowed every admin call', async () => {
    for (const actor of [admin, superAdmin]) {
      for (const call of await adminCalls()) {
        const response = await as(actor, call);
        expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBeLessThan(300);
      }
    }
  });

  it('every admin call is in the audit trail, which staff read', async () => {
    expect((await as(admin, { method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(200);
    const entries = (await as(superAdmin, { method: 'GET', url: '/api/admin/audit-log?limit=500' })).json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining([
        'user.create',
        'user.balance',
        'user.status',
        'slider.create',
        'setting.update',
        'race.cancel',
        'user.deactivate',
      ]),
    );
  });
});

describe('the role rules', () => {
  it('only a super admin creates admins or super admins', async () => {
    const payload = (name: string, role: string) => ({
      username: name,
      email: `${name}@example.com`,
      password: 'secret123',
      role,
    });
    const byAdmin = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: payload('quiere_ser_admin', 'admin'),
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(ADMIN_MESSAGES.onlySuperAdminRoles);
    const bySuper = await as(superAdmin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: payload('nuevo_admin', 'admin'),
    });
    expect(bySuper.statusCode).toBe(201);
    expect(bySuper.json()).toMatchObject({ role: 'admin', status: 'approved', balance: '0.00' });
  });

  it('creates with the spec defaults and messages', async () => {
    const created = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'con_saldo', email: 'con_saldo@example.com', password: 'secret123', balance: '25.50' },
    });
    expect(created.json()).toMatchObject({ role: 'user', status: 'approved', balance: '25.50' });
    const [opening] = await app.database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.userId, created.json().id));
    expect(opening).toMatchObject({ type: 'admin_adjustment', amount: '25.50', adminUserId: admin.id });

    const missing = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: '', email: '', password: '' },
    });
    expect(missing.json().message).toBe(ADMIN_MESSAGES.createRequired);
    const badBalance = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'mal_saldo', email: 'mal@example.com', password: 'secret123', balance: '12.345' },
    });
    expect(badBalance.json().message).toBe(ADMIN_MESSAGES.balanceInvalid);
  });

  it('only players can be deleted, and nobody deletes or demotes themselves', async () => {
    const otherAdmin = await createUser(app, { role: 'admin' });
    const deleteAdmin = await as(superAdmin, { method: 'DELETE', url: `/api/admin/users/${otherAdmin.id}` });
    expect(deleteAdmin.statusCode).toBe(403);
    expect(deleteAdmin.json().message).toBe(ADMIN_MESSAGES.onlyUsersDeleted);

    expect((await as(superAdmin, { method: 'DELETE', url: `/api/admin/users/${superAdmin.id}` })).statusCode).toBe(403);
    const demoteSelf = await as(superAdmin, statusChange(superAdmin.id, { status: 'rejected' }));
    expect(demoteSelf.statusCode).toBe(403);
    expect(demoteSelf.json().message).toBe(ADMIN_MESSAGES.notYourself);
  });

  it("an admin cannot touch an admin's or super admin's balance or status; a super admin can", async () => {
    const otherAdmin = await createUser(app, { role: 'admin' });
    for (const call of [
      balanceChange(otherAdmin.id, { amount: '5', type: 'add' }),
      statusChange(otherAdmin.id, { status: 'rejected' }),
      balanceChange(superAdmin.id, { amount: '5', type: 'add' }),
    ]) {
      const response = await as(admin, call);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ADMIN_MESSAGES.notOnAdmins);
    }
    expect((await as(superAdmin, statusChange(otherAdmin.id, { status: 'rejected' }))).statusCode).toBe(200);
  });

  it('a player with bets or ledger history is deactivated, not erased; one without is deleted', async () => {
    const withHistory = await createUser(app, { balance: 5 });
    const response = await as(admin, { method: 'DELETE', url: `/api/admin/users/${withHistory.id}` });
    expect(response.json()).toMatchObject({ deactivated: true });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, withHistory.id));
    expect(row!.deactivatedAt).not.toBeNull();
    expect(
      await app.database.db.select().from(balanceTransactions).where(eq(balanceTransactions.userId, withHistory.id)),
    ).toHaveLength(1);
    // Signed out, cannot sign in, gone from the list.
    expect((await app.inject({ url: '/api/user', headers: { cookie: withHistory.cookie } })).statusCode).toBe(401);
    await expect(login(app, withHistory.username, withHistory.password)).rejects.toThrow(/401/);
    const list: TAdminUserResponse[] = (
      await as(admin, { method: 'GET', url: `/api/admin/users?search=${withHistory.username}` })
    ).json();
    expect(list).toEqual([]);

    const clean = await createUser(app);
    expect((await as(admin, { method: 'DELETE', url: `/api/admin/users/${clean.id}` })).json()).toMatchObject({
      deactivated: false,
    });
    expect(await app.database.db.select().from(users).where(eq(users.id, clean.id))).toEqual([]);
  });

  it('approving a pending account lets it in', async () => {
    const waiting = await createUser(app, { status: 'pending' });
    expect((await app.inject({ url: '/api/user/settings', headers: { cookie: waiting.cookie } })).statusCode).toBe(403);
    const approved = await as(
      admin,
      statusChange(waiting.id, { status: 'approved', reason: 'Documentos verificados' }),
    );
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await app.inject({ url: '/api/user/settings', headers: { cookie: waiting.cookie } })).statusCode).toBe(200);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(waiting.id)));
    expect(entry).toMatchObject({
      action: 'user.status',
      adminUserId: admin.id,
      details: { from: 'pending', to: 'approved', reason: 'Documentos verificados' },
    });
  });
});

describe('balance adjustments', () => {
  it('add, subtract and set each write one admin_adjustment row with the administrator and the reason', async () => {
    const target = await createUser(app, { balance: 50 });
    const call = (amount: string, type: string, reason?: string) =>
      as(admin, balanceChange(target.id, { amount, type, reason }));
    expect((await call('10', 'add', 'Bono de bienvenida')).json()).toMatchObject({
      previousBalance: '50.00',
      newBalance: '60.00',
    });
    expect((await call('15.50', 'subtract')).json()).toMatchObject({ newBalance: '44.50' });
    expect((await call('100', 'set', 'Corrección')).json()).toMatchObject({
      previousBalance: '44.50',
      newBalance: '100.00',
    });

    const tooMuch = await call('500', 'subtract');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(ADMIN_MESSAGES.belowZero);
    const empty = await call('', 'add');
    expect(empty.json().message).toBe(ADMIN_MESSAGES.balanceRequired);

    const rows = await app.database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.userId, target.id))
      .orderBy(asc(balanceTransactions.id));
    expect(
      rows.slice(1).map((row) => [row.type, row.amount, row.newBalance, row.adminUserId, row.description]),
    ).toEqual([
      ['admin_adjustment', '10.00', '60.00', admin.id, 'Bono de bienvenida'],
      ['admin_adjustment', '-15.50', '44.50', admin.id, 'Ajuste de saldo (subtract)'],
      ['admin_adjustment', '55.50', '100.00', admin.id, 'Corrección'],
    ]);
  });

  it('concurrent adjustments and bets on one player keep the ledger chain unbroken', async () => {
    const target = await createUser(app, { balance: 20 });
    const { race, entries } = await createRace(app.database.db);
    const calls = [
      ...Array.from({ length: 15 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/bets',
          headers: { cookie: target.cookie },
          payload: { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '2.00', odds: '2.50' },
        }),
      ),
      ...Array.from({ length: 5 }, () => as(admin, balanceChange(target.id, { amount: '3', type: 'add' }))),
      as(admin, balanceChange(target.id, { amount: '7', type: 'subtract' })),
    ];
    await Promise.all(calls);
    const rows = await app.database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.userId, target.id))
      .orderBy(asc(balanceTransactions.id));
    let previous = '0.00';
    for (const row of rows) {
      expect(row.previousBalance).toBe(previous);
      expect(Number(row.newBalance)).toBeGreaterThanOrEqual(0);
      previous = row.newBalance;
    }
    expect(await balanceOf(target.id)).toBe(previous);
  });
});

describe('the users list', () => {
  it('is paginated with the total in X-Total-Count, searchable and filterable', async () => {
    for (let index = 0; index < 3; index++) await createUser(app, { status: 'pending' });
    const page = await as(admin, { method: 'GET', url: '/api/admin/users?pageSize=2&page=1' });
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(5);

    const pendingOnly: TAdminUserResponse[] = (
      await as(admin, { method: 'GET', url: '/api/admin/users?status=pending&pageSize=100' })
    ).json();
    expect(pendingOnly.length).toBeGreaterThanOrEqual(3);
    expect(pendingOnly.every((user) => user.status === 'pending')).toBe(true);

    const found: TAdminUserResponse[] = (
      await as(admin, { method: 'GET', url: `/api/admin/users?search=${player.username.toUpperCase()}` })
    ).json();
    expect(found.map((user) => user.id)).toEqual([player.id]);
    expect(JSON.stringify(found)).not.toMatch(/argon2|"password"/);

    const admins: TAdminUserResponse[] = (
      await as(admin, { method: 'GET', url: '/api/admin/users?role=admin&pageSize=100' })
    ).json();
    expect(admins.every((user) => user.role === 'admin')).toBe(true);
  });
});

describe('cancelling', () => {
  it('an admin cancels a race: every pending bet on it is refunded', async () => {
    const bettor = await createUser(app, { balance: 30 });
    const { race, entries } = await createRace(app.database.db);
    for (const index of [0, 1]) {
      await app.inject({
        method: 'POST',
        url: '/api/bets',
        headers: { cookie: bettor.cookie },
        payload: {
          raceId: race.id,
          raceEntryId: entries[index]!.id,
          betType: 'win',
          amount: '5.00',
          odds: (2.5 + index).toFixed(2),
        },
      });
    }
    expect(await balanceOf(bettor.id)).toBe('20.00');
    const response = await as(admin, {
      method: 'POST',
      url: `/api/admin/races/${race.id}/cancel`,
      payload: { reason: 'Pista impracticable' },
    });
    expect(response.json()).toMatchObject({ refunded: 2 });
    expect(await balanceOf(bettor.id)).toBe('30.00');
    const bets = (await app.inject({ url: '/api/user/bets', headers: { cookie: bettor.cookie } })).json();
    expect(bets.map((bet: { status: string }) => bet.status)).toEqual(['cancelled', 'cancelled']);
    expect((await as(admin, { method: 'POST', url: `/api/admin/races/${race.id}/cancel` })).statusCode).toBe(409);
  });
});

describe('a sign-in name leads to one account', () => {
  it('an administrator cannot create a username that is another account’s e-mail, nor the reverse', async () => {
    const byEmail = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: player.email.toUpperCase(), email: 'otra.cuenta@example.com', password: 'secret123' },
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({ message: ACCOUNT_MESSAGES.usernameIsAnotherEmail, code: 'DUPLICATE' });

    const emailLike = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'ana@correo.mx', email: 'ana.real@example.com', password: 'secret123' },
    });
    expect(emailLike.statusCode).toBe(201);
    const byUsername = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'ana_otra', email: 'ANA@correo.mx', password: 'secret123' },
    });
    expect(byUsername.statusCode).toBe(409);
    expect(byUsername.json()).toEqual({ message: ACCOUNT_MESSAGES.emailIsAnotherUsername, code: 'DUPLICATE' });
  });
});
