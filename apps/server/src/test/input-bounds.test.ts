import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, balanceTransactions, sessions, sliderImages, users } from '../db/schema';
import { makePng } from './images';
import { createRace } from './race-fixtures';
import { createUser, type TestUser } from './test-app';
import { app, useTestApp } from './use-test-app';

// DESIGN §12: every example of issue 9 ("bad input that still answers 500") answers a 4xx.
let superAdmin: TestUser;
let admin: TestUser;
let player: TestUser;

useTestApp();
beforeAll(async () => {
  // A contract that throws inside a transform (the old create-user balance did): the app must still answer 400.
  app.post('/api/test/stray-zod-error', async () => z.number().parse('not a number'));
  superAdmin = await createUser(app, { role: 'super_admin' });
  admin = await createUser(app, { role: 'admin' });
  player = await createUser(app, { balance: 100 });
});

const balanceOf = async (userId: number) =>
  (await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const ledgerRowsOf = async (userId: number) =>
  (await app.database.db.select().from(balanceTransactions).where(eq(balanceTransactions.userId, userId))).length;

describe('ids above 2,147,483,647', () => {
  it('a visitor asking for race 2147483648 is told the id is not valid', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/races/2147483648' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'El identificador no es válido' });
  });

  it('a visitor asking for sport event 2147483648 is told the id is not valid', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sports/event/2147483648' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('a player betting on runner 2147483648 is told the selection is not valid and keeps the balance', async () => {
    const race = await createRace(app.database.db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: player.cookie },
      payload: { raceId: race.race.id, raceEntryId: 2147483648, betType: 'win', amount: '5.00', odds: '3.00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'Selección inválida' });
    expect(await balanceOf(player.id)).toBe('100.00');
  });

  it('a player betting on sport event 2147483648 is told the event is not valid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: { cookie: player.cookie },
      payload: { sportEventId: 2147483648, sportBetType: 'home', amount: '5.00', odds: '2.00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'Evento inválido' });
  });

  it('an admin managing user 2147483648 is told no user was selected', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/users/2147483648/status',
      headers: { cookie: admin.cookie },
      payload: { status: 'approved' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'Usuario no seleccionado' });
  });

  it('an admin moving a slide to position 2147483648 is told the order is not valid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/slider-images',
      headers: { cookie: admin.cookie },
      payload: { imageUrl: 'https://example.com/a.png', title: 'Orden', orderIndex: 2147483648 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'El orden debe ser un número entero entre 0 y 2147483647',
    });
  });
});

describe('NUL and unpaired surrogates in text', () => {
  it('registering the username "a\\u0000b" is refused with a Spanish message and creates nobody', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'a\u0000bcd', email: 'nul@example.com', password: 'secret123', dateOfBirth: '1990-05-15' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: 'El texto contiene caracteres no permitidos',
      issues: [{ path: ['username'], message: 'El texto contiene caracteres no permitidos' }],
    });
    expect(await app.database.db.select().from(users).where(eq(users.email, 'nul@example.com'))).toEqual([]);
  });

  it('an admin giving the audit reason "\\ud800" is refused and the status and audit trail stay as they were', async () => {
    const target = await createUser(app, { status: 'pending' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'approved', reason: 'motivo \ud800' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'El texto contiene caracteres no permitidos',
    });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.status).toBe('pending');
    expect(
      await app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(target.id))),
    ).toEqual([]);
  });

  it('a slide titled with an unpaired surrogate or a setting value with NUL is refused', async () => {
    const slide = await app.inject({
      method: 'POST',
      url: '/api/admin/slider-images',
      headers: { cookie: admin.cookie },
      payload: { imageUrl: 'https://example.com/a.png', title: '\udc00 Gran Premio' },
    });
    expect(slide.statusCode).toBe(400);
    const setting = await app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { settingKey: 'welcome_text', settingValue: 'hola\u0000' },
    });
    expect(setting.statusCode).toBe(400);
    expect(setting.json()).toMatchObject({ code: 'VALIDATION', message: 'El texto contiene caracteres no permitidos' });
  });

  it('a search for text with NUL is refused, and so is a key of an object that holds one', async () => {
    const search = await app.inject({
      method: 'GET',
      url: '/api/admin/users?search=a%00b',
      headers: { cookie: admin.cookie },
    });
    expect(search.statusCode).toBe(400);
    const key = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'jugador', password: 'secret123', ['x\u0000']: 1 },
    });
    expect(key.statusCode).toBe(400);
  });

  it('a browser whose user-agent holds NUL or a cut surrogate pair still signs in, and the session keeps a clean copy', async () => {
    const userAgent = `Navegador\u0000/1.0 ${'x'.repeat(190)}😀`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': userAgent },
      payload: { username: player.username, password: player.password },
    });
    expect(response.statusCode).toBe(200);
    const rows = await app.database.db.select().from(sessions);
    const stored = rows.map((row) => row.sess.userAgent ?? '').find((agent) => agent.startsWith('Navegador'));
    expect(stored).toBeDefined();
    expect(stored).not.toContain('\u0000');
    expect(stored!.isWellFormed()).toBe(true);
  });
});

describe('money beyond the database range', () => {
  it('an admin adding 9999999999.99 is told the maximum and the balance is unchanged', async () => {
    const target = await createUser(app, { balance: 10 });
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/balance`,
      headers: { cookie: admin.cookie },
      payload: { amount: '9999999999.99', type: 'add' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'La cantidad máxima es $99,999,999.99' });
    expect(await balanceOf(target.id)).toBe('10.00');
    expect(await ledgerRowsOf(target.id)).toBe(1);
  });

  it('an admin adding to a balance that would pass the database range is told so and nothing is written', async () => {
    const target = await createUser(app, { balance: 9_950_000_000 });
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/balance`,
      headers: { cookie: admin.cookie },
      payload: { amount: '99999999.99', type: 'add' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'El saldo no puede superar $9,999,999,999.99',
    });
    expect(await balanceOf(target.id)).toBe('9950000000.00');
    expect(await ledgerRowsOf(target.id)).toBe(1);
  });

  it('an admin creating a user with balance "99999999999" is told the balance is not valid and nobody is created', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: superAdmin.cookie },
      payload: {
        username: 'millonario',
        email: 'millonario@example.com',
        password: 'secret123',
        balance: '99999999999',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(await app.database.db.select().from(users).where(eq(users.username, 'millonario'))).toEqual([]);
  });

  it('a ZodError thrown while handling a request answers 400 VALIDATION with its message, never 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/stray-zod-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', issues: [{ path: [] }] });
  });

  it('an amount with three decimals is refused', async () => {
    const target = await createUser(app, { balance: 10 });
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/balance`,
      headers: { cookie: admin.cookie },
      payload: { amount: '1.005', type: 'add' },
    });
    expect(response.statusCode).toBe(400);
    expect(await balanceOf(target.id)).toBe('10.00');
  });
});

describe('multipart uploads', () => {
  const upload = (body: Buffer, boundary: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/slider-images/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
      payload: body,
    });
  const form = (boundary: string, fields: Record<string, string>, image?: Buffer) =>
    Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      ...(image
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            image,
            Buffer.from('\r\n'),
          ]
        : []),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
  const slideCount = async () => (await app.database.db.select().from(sliderImages)).length;

  it('a truncated upload is refused as an incomplete form and stores nothing', async () => {
    const before = await slideCount();
    const whole = form('galopecorte', { title: 'Corte' }, makePng(1781, 266));
    const response = await upload(whole.subarray(0, whole.length - 200), 'galopecorte');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: 'El formulario enviado está incompleto o mal formado',
    });
    expect(await slideCount()).toBe(before);
  });

  it('a multipart body without its boundary is refused as a malformed form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/slider-images/upload',
      headers: { 'content-type': 'multipart/form-data', cookie: admin.cookie },
      payload: Buffer.from('--x\r\n'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'El formulario enviado está incompleto o mal formado' });
  });

  it('an upload at position 2147483648 is refused and stores nothing', async () => {
    const before = await slideCount();
    const response = await upload(
      form('galopeorden', { title: 'Orden', orderIndex: '2147483648' }, makePng(1781, 266)),
      'galopeorden',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'El orden debe ser un número entero entre 0 y 2147483647' });
    expect(await slideCount()).toBe(before);
  });

  it('an upload whose title holds NUL is refused and stores nothing', async () => {
    const before = await slideCount();
    const response = await upload(form('galopenul', { title: 'Gran\u0000Premio' }, makePng(1781, 266)), 'galopenul');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'El texto contiene caracteres no permitidos' });
    expect(await slideCount()).toBe(before);
  });
});
