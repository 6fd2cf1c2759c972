import { ADMIN_MESSAGES, AUDIT_MESSAGES, MESSAGES, type TAuditEntryResponse } from '@galope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { auditLog } from './schema';
import { createStaffAndPlayers, createUser, type TestUser } from '../../test/test-app';
import { app, as, balanceChange, type Call, statusChange, useTestApp } from '../../test/use-test-app';

let superAdmin: TestUser, admin: TestUser, player: TestUser, pending: TestUser;

useTestApp();
beforeAll(async () => {
  ({ superAdmin, admin, player, pending } = await createStaffAndPlayers(app));
});

const trail = async (user: TestUser, query = '') => {
  const response = await as(user, { method: 'GET', url: `/api/admin/audit-log${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return { entries: response.json() as TAuditEntryResponse[], total: Number(response.headers['x-total-count']) };
};
const rowsOf = (userId: number) =>
  app.database.db.select().from(auditLog).where(eq(auditLog.adminUserId, userId)).orderBy(auditLog.id);

/** Rows written straight to the trail at chosen times, as staff actions over weeks would leave them. */
async function seedTrail(adminUserId: number, rows: { action: string; createdAt: Date; details?: object }[]) {
  await app.database.db.insert(auditLog).values(
    rows.map((row) => ({
      adminUserId,
      action: row.action,
      targetType: 'user',
      targetId: String(player.id),
      details: { ...row.details },
      createdAt: row.createdAt,
    })),
  );
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return rows;
}

describe('who may read the audit trail', () => {
  const calls: Call[] = [
    { method: 'GET', url: '/api/admin/audit-log' },
    { method: 'GET', url: '/api/admin/audit-log.csv' },
    { method: 'GET', url: '/api/admin/audit-log/actors' },
  ];

  it('admins and super admins read and export it; players and pending accounts get 403, visitors 401', async () => {
    for (const call of calls) {
      const anonymous = await as(undefined, call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json()).toEqual({ message: MESSAGES.notSignedIn, code: 'UNAUTHENTICATED' });
      for (const refused of [player, pending]) {
        const response = await as(refused, call);
        expect(response.statusCode, call.url).toBe(403);
        expect(response.json().message).toMatch(/permiso|pendiente/);
      }
      for (const staff of [admin, superAdmin]) expect((await as(staff, call)).statusCode, call.url).toBe(200);
    }
  });
});

describe('refused attempts are recorded', () => {
  it('an admin changing a super admin’s balance, deleting themselves or suspending an admin leaves a refused row each', async () => {
    const otherAdmin = await createUser(app, { role: 'admin' });
    const before = (await rowsOf(admin.id)).length;
    const balance = await as(admin, balanceChange(superAdmin.id, { amount: '50.00', type: 'add' }));
    expect(balance.statusCode).toBe(403);
    expect(balance.json().message).toBe(ADMIN_MESSAGES.notOnAdmins);
    expect((await as(admin, { method: 'DELETE', url: `/api/admin/users/${admin.id}` })).statusCode).toBe(403);
    const suspend = await as(admin, statusChange(otherAdmin.id, { status: 'rejected' }));
    expect(suspend.statusCode).toBe(403);
    const sourceChange = await as(admin, {
      method: 'PATCH',
      url: '/api/admin/api-configurations/horse-racing-api',
      payload: { dailyLimit: 5 },
    });
    expect(sourceChange.statusCode).toBe(403);

    const rows = (await rowsOf(admin.id)).slice(before);
    expect(
      rows.map(({ action, targetType, targetId, details }) => ({ action, targetType, targetId, details })),
    ).toEqual([
      {
        action: 'user.balance',
        targetType: 'user',
        targetId: String(superAdmin.id),
        details: {
          refused: true,
          status: 403,
          code: 'FORBIDDEN',
          message: ADMIN_MESSAGES.notOnAdmins,
          route: 'POST /api/admin/users/:userId/balance',
        },
      },
      {
        action: 'user.delete',
        targetType: 'user',
        targetId: String(admin.id),
        details: expect.objectContaining({ refused: true, status: 403, message: ADMIN_MESSAGES.notYourself }),
      },
      {
        action: 'user.status',
        targetType: 'user',
        targetId: String(otherAdmin.id),
        details: expect.objectContaining({ refused: true, message: ADMIN_MESSAGES.notOnAdmins }),
      },
      {
        action: 'datasource.update',
        targetType: 'api_configuration',
        targetId: 'horse-racing-api',
        details: expect.objectContaining({ refused: true, message: MESSAGES.forbidden }),
      },
    ]);

    // The trail shows them marked as refused, with the target's name.
    const { entries } = await trail(superAdmin, `?adminUserId=${admin.id}&action=user.balance`);
    expect(entries[0]).toMatchObject({
      action: 'user.balance',
      refused: true,
      adminUsername: admin.username,
      adminRole: 'admin',
      targetName: superAdmin.username,
    });
  });

  it('a player or a pending account calling a staff endpoint is recorded; a visitor is not', async () => {
    const nosy = await createUser(app);
    const waiting = await createUser(app, { status: 'pending' });
    expect((await as(nosy, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
    expect(
      (await as(waiting, { method: 'POST', url: `/api/admin/users/${player.id}/balance`, payload: {} })).statusCode,
    ).toBe(403);
    expect((await as(nosy, { method: 'GET', url: '/api/racing/test-connection' })).statusCode).toBe(403);
    const before = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect((await as(undefined, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);

    expect((await rowsOf(nosy.id)).map(({ action, details }) => [action, details.code, details.refused])).toEqual([
      ['user.list', 'FORBIDDEN', true],
      ['datasource.test', 'FORBIDDEN', true],
    ]);
    expect((await rowsOf(waiting.id))[0]).toMatchObject({
      action: 'user.balance',
      targetId: String(player.id),
      details: { refused: true, status: 403, code: 'NOT_APPROVED', message: MESSAGES.notApproved },
    });
    const after = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after).toEqual(before);

    // Everyone in the trail can be picked in the staff filter, refused players too.
    const actors = (await as(admin, { method: 'GET', url: '/api/admin/audit-log/actors' })).json();
    expect(actors).toEqual(
      expect.arrayContaining([
        { id: nosy.id, username: nosy.username, role: 'user' },
        { id: waiting.id, username: waiting.username, role: 'user' },
      ]),
    );
  });

  it('a player whose refused attempt is in the trail is deactivated rather than deleted, keeping the row', async () => {
    const curious = await createUser(app);
    expect((await as(curious, { method: 'GET', url: '/api/admin/slider-images' })).statusCode).toBe(403);
    const removal = await as(admin, { method: 'DELETE', url: `/api/admin/users/${curious.id}` });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(removal.json().deactivated).toBe(true);
    expect(await rowsOf(curious.id)).toHaveLength(1);
  });

  it('when the row cannot be written, the refused caller still gets the 403 and its message', async () => {
    const { db } = app.database;
    // The database itself refuses the row (a real failure, not a stand-in for one).
    await db.execute(sql`alter table audit_log add constraint no_user_list check (action <> 'user.list') not valid`);
    try {
      const response = await as(player, { method: 'GET', url: '/api/admin/users' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    } finally {
      await db.execute(sql`alter table audit_log drop constraint no_user_list`);
    }
  });
});

describe('filters and paging', () => {
  it('pages beyond 100 entries, newest first, with the total in X-Total-Count', async () => {
    const busy = await createUser(app, { role: 'admin' });
    const start = Date.parse('2026-01-05T12:00:00Z');
    await seedTrail(
      busy.id,
      Array.from({ length: 230 }, (_, index) => ({
        action: 'user.status',
        createdAt: new Date(start + index * 60_000),
        details: { n: index },
      })),
    );
    const first = await trail(superAdmin, `?adminUserId=${busy.id}`);
    expect(first.total).toBe(230);
    expect(first.entries).toHaveLength(100);
    expect(first.entries[0]!.details.n).toBe(229);
    const third = await trail(superAdmin, `?adminUserId=${busy.id}&limit=100&offset=200`);
    expect(third.total).toBe(230);
    expect(third.entries.map((entry) => entry.details.n)).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
    const past = await trail(superAdmin, `?adminUserId=${busy.id}&offset=300`);
    expect(past).toEqual({ entries: [], total: 230 });

    const seen = new Set<number>();
    for (let offset = 0; offset < 230; offset += 50) {
      for (const entry of (await trail(admin, `?adminUserId=${busy.id}&limit=50&offset=${offset}`)).entries)
        seen.add(entry.id);
    }
    expect(seen.size).toBe(230);
  });

  it('filters by staff member, action and days of the site’s calendar (Mexico City), both days included', async () => {
    const night = await createUser(app, { role: 'admin' });
    await seedTrail(night.id, [
      { action: 'user.balance', createdAt: new Date('2026-03-10T05:59:59Z') }, // 9 March, 23:59:59 in Mexico City
      { action: 'user.balance', createdAt: new Date('2026-03-10T06:00:00Z') }, // 10 March, 00:00
      { action: 'user.status', createdAt: new Date('2026-03-11T05:59:59Z') }, // 10 March, 23:59:59
      { action: 'user.balance', createdAt: new Date('2026-03-11T06:00:00Z') }, // 11 March, 00:00
      { action: 'user.balance', createdAt: new Date('2026-03-12T18:00:00Z') }, // 12 March
    ]);
    const times = async (query: string) =>
      (await trail(admin, `?adminUserId=${night.id}${query}`)).entries.map((entry) => entry.createdAt);

    expect(await times('&from=2026-03-10&to=2026-03-10')).toEqual([
      '2026-03-11T05:59:59.000Z',
      '2026-03-10T06:00:00.000Z',
    ]);
    expect(await times('&from=2026-03-10&to=2026-03-11&action=user.balance')).toEqual([
      '2026-03-11T06:00:00.000Z',
      '2026-03-10T06:00:00.000Z',
    ]);
    expect(await times('&from=2026-03-11')).toEqual(['2026-03-12T18:00:00.000Z', '2026-03-11T06:00:00.000Z']);
    expect(await times('&to=2026-03-09')).toEqual(['2026-03-10T05:59:59.000Z']);
    // Empty parameters are no filter; another staff member's rows never mix in.
    expect(await times('&action=&from=&to=')).toHaveLength(5);
    const { entries } = await trail(admin, `?adminUserId=${night.id}&action=user.status`);
    expect(entries.map((entry) => [entry.adminUsername, entry.action])).toEqual([[night.username, 'user.status']]);
  });

  it('refuses malformed filters with a clear 400', async () => {
    for (const [query, message] of [
      ['from=2026-02-30', AUDIT_MESSAGES.dayInvalid],
      ['to=10/03/2026', AUDIT_MESSAGES.dayInvalid],
      ['from=2026-03-11&to=2026-03-10', AUDIT_MESSAGES.rangeInvalid],
      ['action=DROP%20TABLE', AUDIT_MESSAGES.actionInvalid],
      ['adminUserId=99999999999', AUDIT_MESSAGES.staffInvalid],
      ['adminUserId=abc', AUDIT_MESSAGES.staffInvalid],
    ] as const) {
      for (const url of [`/api/admin/audit-log?${query}`, `/api/admin/audit-log.csv?${query}`]) {
        const response = await as(admin, { method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ message, code: 'VALIDATION' });
      }
    }
    for (const query of ['limit=0', 'limit=501', 'offset=-1']) {
      const response = await as(admin, { method: 'GET', url: `/api/admin/audit-log?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
  });
});

describe('the CSV export', () => {
  it('has a header and one row per entry, the action in Spanish beside its code, with the same filters', async () => {
    // A real change: the limit goes 100 → none, so the row must say "sin límite".
    for (const dailyLimit of [100, '']) {
      const response = await as(superAdmin, {
        method: 'PATCH',
        url: '/api/admin/api-configurations/horse-racing-api',
        payload: { dailyLimit },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await as(admin, balanceChange(superAdmin.id, { amount: '1.00', type: 'add' }));

    const response = await as(admin, {
      method: 'GET',
      url: `/api/admin/audit-log.csv?adminUserId=${superAdmin.id}&action=datasource.update`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual(['date', 'staff', 'role', 'action', 'actionCode', 'result', 'target', 'details']);
    expect(rows).toHaveLength(2);
    const [latest] = rows;
    expect(latest!.slice(1, 7)).toEqual([
      superAdmin.username,
      'super administrador',
      'Cambio de fuente de datos',
      'datasource.update',
      'Realizado',
      'fuente de datos horse-racing-api',
    ]);
    expect(latest![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(latest![7]).toBe('apiName: TheRacingAPI; dailyLimit: 100 → sin límite');

    const refused = parseCsv(
      (
        await as(admin, { method: 'GET', url: `/api/admin/audit-log.csv?adminUserId=${admin.id}&action=user.balance` })
      ).body.slice(1),
    );
    expect(refused[1]!.slice(3, 7)).toEqual([
      'Ajuste de saldo',
      'user.balance',
      `Rechazado (403): ${ADMIN_MESSAGES.notOnAdmins}`,
      `usuario ${superAdmin.username} (#${superAdmin.id})`,
    ]);
  });

  it('escapes quotes, commas and line breaks, and defuses cells a spreadsheet would run as formulas', async () => {
    const tricky = await createUser(app, { role: 'admin' });
    await app.database.db.update(users).set({ username: '=cmd|calc' }).where(eq(users.id, tricky.id));
    await seedTrail(tricky.id, [
      {
        action: 'user.balance',
        createdAt: new Date('2026-04-01T15:00:00Z'),
        details: { reason: 'dijo "hola", y se fue\nlínea 2' },
      },
      { action: '@sum', createdAt: new Date('2026-04-01T16:00:00Z'), details: { note: '+1' } },
    ]);
    const response = await as(admin, { method: 'GET', url: `/api/admin/audit-log.csv?adminUserId=${tricky.id}` });
    expect(response.body).toContain('"reason: dijo ""hola"", y se fue\nlínea 2"');
    const [, unknown, balance] = parseCsv(response.body.slice(1));
    expect(balance).toEqual([
      '2026-04-01 09:00:00',
      "'=cmd|calc",
      'administrador',
      'Ajuste de saldo',
      'user.balance',
      'Realizado',
      `usuario ${player.username} (#${player.id})`,
      'reason: dijo "hola", y se fue\nlínea 2',
    ]);
    // An action the export does not know keeps its code (defused), and so do its details.
    expect(unknown!.slice(3, 5)).toEqual(["'@sum", "'@sum"]);
    expect(unknown![7]).toBe('note: +1');
    expect(
      await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.adminUserId, tricky.id), eq(auditLog.action, '@sum'))),
    ).toHaveLength(1);
  });
});
