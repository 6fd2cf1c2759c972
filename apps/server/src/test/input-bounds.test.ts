import { eq } from 'drizzle-orm';
import { MESSAGES } from '@galope/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, balanceTransactions, bets, cashierRequests, sessions, sliderImages, users } from '../db/schema';
import { makePng } from './images';
import { createRace, createSportEvent } from './race-fixtures';
import { createUser, type TestUser } from './test-app';
import { addPaymentMethod, askDeposit } from './cashier-fixtures';
import { app, injectAs, useTestApp } from './use-test-app';
import { applyBalanceChange } from '../modules/wallet';

// Every example of bad input that once answered 500 (decision 010) answers a 4xx.
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
const statusOf = async (requestId: number) =>
  (
    await app.database.db
      .select({ status: cashierRequests.status })
      .from(cashierRequests)
      .where(eq(cashierRequests.id, requestId))
  )[0]!.status;
const ledgerRowsOf = async (userId: number) =>
  (await app.database.db.select().from(balanceTransactions).where(eq(balanceTransactions.userId, userId))).length;

/** Refused as bad input (400, VALIDATION), with the message a person is shown when one is named. */
function expectInvalid(response: { statusCode: number; json(): unknown }, message?: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject(
    message === undefined ? { code: 'VALIDATION' } : { code: 'VALIDATION', message },
  );
}

describe('ids above 2,147,483,647', () => {
  it('a visitor asking for race 2147483648 is told the id is not valid', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/races/2147483648' });
    expectInvalid(response, 'El identificador no es válido');
  });

  it('a visitor asking for sport event 2147483648 is told the id is not valid', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sports/event/2147483648' });
    expectInvalid(response);
  });

  it('a player betting on runner 2147483648 is told the selection is not valid and keeps the balance', async () => {
    const race = await createRace(app.database.db);
    const response = await injectAs(player, 'POST', '/api/bets', {
      raceId: race.race.id,
      raceEntryId: 2147483648,
      betType: 'win',
      amount: '5.00',
      odds: '3.00',
    });
    expectInvalid(response, 'Selección inválida');
    expect(await balanceOf(player.id)).toBe('100.00');
  });

  it('a player betting on sport event 2147483648 is told the event is not valid', async () => {
    const response = await injectAs(player, 'POST', '/api/sports/bets', {
      sportEventId: 2147483648,
      sportBetType: 'home',
      amount: '5.00',
      odds: '2.00',
    });
    expectInvalid(response, 'Evento inválido');
  });

  it('an admin managing user 2147483648 is told no user was selected', async () => {
    const response = await injectAs(admin, 'POST', '/api/admin/users/2147483648/status', { status: 'approved' });
    expectInvalid(response, 'Usuario no seleccionado');
  });

  it('an admin moving a slide to position 2147483648 is told the order is not valid', async () => {
    const response = await injectAs(admin, 'POST', '/api/admin/slider-images', {
      imageUrl: 'https://example.com/a.png',
      title: 'Orden',
      orderIndex: 2147483648,
    });
    expectInvalid(response, 'El orden debe ser un número entero entre 0 y 2147483647');
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
    const response = await injectAs(admin, 'POST', `/api/admin/users/${target.id}/status`, {
      status: 'approved',
      reason: 'motivo \ud800',
    });
    expectInvalid(response, 'El texto contiene caracteres no permitidos');
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
    const slide = await injectAs(admin, 'POST', '/api/admin/slider-images', {
      imageUrl: 'https://example.com/a.png',
      title: '\udc00 Gran Premio',
    });
    expect(slide.statusCode).toBe(400);
    const setting = await injectAs(admin, 'POST', '/api/admin/settings', {
      settingKey: 'welcome_text',
      settingValue: 'hola\u0000',
    });
    expectInvalid(setting, 'El texto contiene caracteres no permitidos');
  });

  it('a search for text with NUL is refused, and so is a key of an object that holds one', async () => {
    const search = await injectAs(admin, 'GET', '/api/admin/users?search=a%00b');
    expect(search.statusCode).toBe(400);
    // The header's search, which a guest may call, refuses it too rather than searching for it.
    const publicSearch = await app.inject({ method: 'GET', url: '/api/search?q=ab%00c' });
    expect(publicSearch.statusCode).toBe(400);
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

describe('dates outside the years 1900 to 2100', () => {
  const OUT_OF_RANGE = ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01'];
  const OUT_OF_RANGE_MESSAGE = 'La fecha debe estar entre los años 1900 y 2100';
  const AGE_OUT_OF_RANGE_MESSAGE = 'La fecha de nacimiento debe estar entre 1900 y hoy';
  const filtered = (path: string) => [
    ...OUT_OF_RANGE.map((day) => `${path}?from=${day}&to=2030-01-01`),
    ...OUT_OF_RANGE.map((day) => `${path}?from=2000-01-01&to=${day}`),
  ];

  it.each([
    ['a player downloading the statement', '/api/user/statement.csv', () => player],
    ['an admin reading the audit trail', '/api/admin/audit-log', () => admin],
    ['an admin exporting the audit trail', '/api/admin/audit-log.csv', () => admin],
    ["an admin reading the cashier's queue", '/api/admin/cashier/requests', () => admin],
  ])('%s from or to a day outside them is told the years it takes, never a 500', async (_, path, who) => {
    for (const url of filtered(path)) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: who().cookie } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: OUT_OF_RANGE_MESSAGE });
    }
    const edges = await app.inject({
      method: 'GET',
      url: `${path}?from=1900-01-01&to=2100-12-31`,
      headers: { cookie: who().cookie },
    });
    expect(edges.statusCode).toBe(200);
  });

  it('registering born on a day outside them is refused with its message and creates nobody', async () => {
    for (const [index, dateOfBirth] of OUT_OF_RANGE.entries()) {
      const email = `fuera${index}@example.com`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: `fuera${index}`, email, password: 'secret123', dateOfBirth },
      });
      expect({ dateOfBirth, status: response.statusCode }).toEqual({ dateOfBirth, status: 400 });
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: AGE_OUT_OF_RANGE_MESSAGE });
      expect(await app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    const oldest = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'centenario',
        email: 'centenario@example.com',
        password: 'secret123',
        dateOfBirth: '1900-01-01',
      },
    });
    expect(oldest.statusCode).toBe(201);
  });

  it('a player changing the profile, or an admin creating a user, to such a day is refused and nothing changes', async () => {
    const owner = await createUser(app);
    for (const [index, dateOfBirth] of OUT_OF_RANGE.entries()) {
      const profile = await injectAs(owner, 'PATCH', '/api/user/profile', { dateOfBirth });
      expect({ dateOfBirth, status: profile.statusCode }).toEqual({ dateOfBirth, status: 400 });
      expect(profile.json()).toMatchObject({ code: 'VALIDATION', message: AGE_OUT_OF_RANGE_MESSAGE });
      const created = await injectAs(admin, 'POST', '/api/admin/users', {
        username: `nacido${index}`,
        email: `nacido${index}@example.com`,
        password: 'secret123',
        dateOfBirth,
      });
      expect({ dateOfBirth, status: created.statusCode }).toEqual({ dateOfBirth, status: 400 });
      expect(created.json()).toMatchObject({ code: 'VALIDATION', message: AGE_OUT_OF_RANGE_MESSAGE });
      expect(
        await app.database.db
          .select()
          .from(users)
          .where(eq(users.username, `nacido${index}`)),
      ).toEqual([]);
    }
    const [row] = await app.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.dateOfBirth).toBe('1990-06-15');
    const oldest = await injectAs(owner, 'PATCH', '/api/user/profile', { dateOfBirth: '1900-01-01' });
    expect(oldest.statusCode).toBe(200);
  });

  it('a sport bet naming its event on a day outside them is refused and debits nothing', async () => {
    const bettor = await createUser(app, { balance: 100 });
    const event = await createSportEvent(app.database.db);
    const response = await injectAs(bettor, 'POST', '/api/sports/bets', {
      sportEventId: event.id,
      sportBetType: 'home',
      amount: '5.00',
      odds: '2.10',
      eventScheduledTime: '0000-01-01T12:00:00Z',
    });
    expectInvalid(response, OUT_OF_RANGE_MESSAGE);
    expect(await balanceOf(bettor.id)).toBe('100.00');
  });
});

describe('money beyond the database range', () => {
  it.each([
    {
      title: 'an admin adding 9999999999.99 is told the maximum and the balance is unchanged',
      balance: 10,
      amount: '9999999999.99',
      message: 'La cantidad máxima es US$99,999,999.99',
    },
    {
      title: 'an admin adding to a balance that would pass the database range is told so and nothing is written',
      balance: 9_950_000_000,
      amount: '99999999.99',
      message: 'El saldo no puede superar US$9,999,999,999.99',
    },
  ])('$title', async ({ balance, amount, message }) => {
    const target = await createUser(app, { balance });
    const response = await injectAs(admin, 'POST', `/api/admin/users/${target.id}/balance`, { amount, type: 'add' });
    expectInvalid(response, message);
    expect(await balanceOf(target.id)).toBe(balance.toFixed(2));
    expect(await ledgerRowsOf(target.id)).toBe(1);
  });

  it('an admin creating a user with balance "99999999999" is told the balance is not valid and nobody is created', async () => {
    const response = await injectAs(superAdmin, 'POST', '/api/admin/users', {
      username: 'millonario',
      email: 'millonario@example.com',
      password: 'secret123',
      balance: '99999999999',
    });
    expectInvalid(response);
    expect(await app.database.db.select().from(users).where(eq(users.username, 'millonario'))).toEqual([]);
  });

  it('a ZodError thrown while handling a request answers 400 VALIDATION with its message, never 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/stray-zod-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', issues: [{ path: [] }] });
  });

  it('an amount with three decimals is refused', async () => {
    const target = await createUser(app, { balance: 10 });
    const response = await injectAs(admin, 'POST', `/api/admin/users/${target.id}/balance`, {
      amount: '1.005',
      type: 'add',
    });
    expect(response.statusCode).toBe(400);
    expect(await balanceOf(target.id)).toBe('10.00');
  });
});

describe('balances near the database range', () => {
  // 9,999,999,999.99 is the most numeric(12,2) holds: this player has 999.99 of room left.
  const NEAR_THE_TOP = 9_999_999_000;
  const nearTheTop = () => createUser(app, { balance: NEAR_THE_TOP });
  const refusedWithNothingMoved = async (
    response: { statusCode: number; json(): unknown },
    userId: number,
    balance: string,
    ledgerRows: number,
  ) => {
    expectInvalid(response, MESSAGES.balanceTooLarge);
    expect(await balanceOf(userId)).toBe(balance);
    expect(await ledgerRowsOf(userId)).toBe(ledgerRows);
  };
  const placeRaceBet = (bettor: TestUser, raceId: number, entry: { id: number; currentOdds: string | null }) =>
    injectAs(bettor, 'POST', '/api/bets', {
      raceId,
      raceEntryId: entry.id,
      betType: 'win',
      amount: '100.00',
      odds: entry.currentOdds,
    });
  const placeSportBet = (bettor: TestUser, eventId: number, selection: 'home' | 'away', odds: string) =>
    injectAs(bettor, 'POST', '/api/sports/bets', {
      sportEventId: eventId,
      sportBetType: selection,
      amount: '500.00',
      odds,
    });
  let method: { id: number };
  beforeAll(async () => {
    method = await addPaymentMethod(app, admin, {
      name: 'Transferencia',
      kind: 'both',
      minAmount: '1.00',
      maxAmount: '50000.00',
    });
  });

  it('a race bet whose payout would carry the balance past it is refused, and one that fits is taken', async () => {
    const { race, entries } = await createRace(app.database.db, { runners: 12 });
    const bettor = await nearTheTop();
    // 100.00 at 12.50 pays 1,250.00 on 9,999,998,900.00: past the top.
    const refused = await placeRaceBet(bettor, race.id, entries[10]!);
    await refusedWithNothingMoved(refused, bettor.id, '9999999000.00', 1);
    expect(await app.database.db.select().from(bets).where(eq(bets.userId, bettor.id))).toEqual([]);
    // 100.00 at 10.50 pays 1,050.00: 9,999,999,950.00 if it wins.
    const taken = await placeRaceBet(bettor, race.id, entries[8]!);
    expect(taken.statusCode).toBe(201);
    expect(await balanceOf(bettor.id)).toBe('9999998900.00');
  });

  it('a sport bet whose payout would carry the balance past it is refused, and one that fits is taken', async () => {
    const event = await createSportEvent(app.database.db);
    const bettor = await nearTheTop();
    // 500.00 at 3.40 pays 1,700.00 on 9,999,998,500.00: past the top.
    await refusedWithNothingMoved(await placeSportBet(bettor, event.id, 'away', '3.40'), bettor.id, '9999999000.00', 1);
    // 500.00 at 2.10 pays 1,050.00: 9,999,999,550.00 if it wins.
    const taken = await placeSportBet(bettor, event.id, 'home', '2.10');
    expect(taken.statusCode).toBe(201);
    expect(await balanceOf(bettor.id)).toBe('9999998500.00');
  });

  it('an admin adding more than the room left is refused; adding exactly the room is taken', async () => {
    const target = await nearTheTop();
    const add = (amount: string) =>
      injectAs(admin, 'POST', `/api/admin/users/${target.id}/balance`, { amount, type: 'add' });
    await refusedWithNothingMoved(await add('1000.00'), target.id, '9999999000.00', 1);
    expect((await add('999.99')).statusCode).toBe(200);
    expect(await balanceOf(target.id)).toBe('9999999999.99');
  });

  it('approving a deposit past it is refused and the request stays pending; one that fits is credited', async () => {
    const player = await nearTheTop();
    const ask = async (amount: string) => {
      return (await askDeposit(app, player, { amount, methodId: method.id })).id;
    };
    const approve = (id: number) => injectAs(admin, 'POST', `/api/admin/cashier/requests/${id}/approve`, {});
    const tooMuch = await ask('1000.00');
    await refusedWithNothingMoved(await approve(tooMuch), player.id, '9999999000.00', 1);
    expect(await statusOf(tooMuch)).toBe('pending');
    const fits = await ask('999.99');
    expect((await approve(fits)).statusCode).toBe(200);
    expect(await balanceOf(player.id)).toBe('9999999999.99');
  });

  it('cancelling or rejecting a withdrawal whose return would pass it is refused and it stays pending', async () => {
    const player = await nearTheTop();
    const withdraw = async (amount: string) => {
      const response = await injectAs(player, 'POST', '/api/cashier/withdrawals', {
        amount,
        methodId: method.id,
        destination: 'Cuenta 0123',
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const first = await withdraw('500.00');
    const second = await withdraw('400.00');
    // Meanwhile the balance is back to the top: neither withdrawal can come back.
    await app.database.db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: player.id,
        amountCents: 1_899_99,
        type: 'deposit',
        text: { code: 'deposit', params: {} },
      }),
    );
    expect(await balanceOf(player.id)).toBe('9999999999.99');
    const cancel = await injectAs(player, 'POST', `/api/cashier/requests/${first}/cancel`);
    await refusedWithNothingMoved(cancel, player.id, '9999999999.99', 4);
    const reject = await injectAs(admin, 'POST', `/api/admin/cashier/requests/${second}/reject`, {
      reason: 'Datos incorrectos',
    });
    await refusedWithNothingMoved(reject, player.id, '9999999999.99', 4);
    expect([await statusOf(first), await statusOf(second)]).toEqual(['pending', 'pending']);

    // With room for it, the withdrawal comes back.
    await app.database.db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: player.id,
        amountCents: -500_00,
        type: 'admin_adjustment',
        text: { code: 'balance_adjustment', params: { kind: 'subtract' } },
      }),
    );
    const cancelled = await injectAs(player, 'POST', `/api/cashier/requests/${first}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await balanceOf(player.id)).toBe('9999999999.99');
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
