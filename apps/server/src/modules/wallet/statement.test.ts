import { formatOddsHundredths, parseOddsHundredths, priceRaceBet, STATEMENT_CSV_HEADER } from '@galope/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { raceEntries, races } from '../../db/schema';
import { balanceTransactions } from './schema';
import { createRace } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { addPaymentMethod, askDeposit } from '../../test/cashier-fixtures';
import { app, injectAs, useTestApp } from '../../test/use-test-app';
import { cancelRace, settleRace } from '../settlement';

useTestApp();

/** Today and yesterday in the site's calendar (America/Mexico_City). */
const siteDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

const statement = (player: TestUser, query: string) =>
  app.inject({ url: `/api/user/statement.csv?${query}`, headers: { cookie: player.cookie } });

async function bet(player: TestUser, raceId: number, entryId: number, amount: string) {
  const response = await injectAs(player, 'POST', '/api/bets', {
    raceId,
    raceEntryId: entryId,
    betType: 'win',
    amount,
    odds: '2.50',
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

describe('GET /api/user/statement.csv', () => {
  it('lists every ledger row of the period to the cent: deposit, bets, winnings and a refund', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const player = await createUser(app, { balance: 0 });
    // A deposit through the cashier, approved by staff.
    const method = await addPaymentMethod(app, admin, {
      name: 'SPEI extracto',
      kind: 'deposit',
      minAmount: '10',
      maxAmount: '1000',
    });
    const asked = await askDeposit(app, player, { amount: '100.00', methodId: method.id });
    const approved = await injectAs(admin, 'POST', `/api/admin/cashier/requests/${asked.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);

    // A bet that wins and a bet refunded when its race is cancelled.
    const won = await createRace(app.database.db);
    const winner = await bet(player, won.race.id, won.entries[0]!.id, '10.00');
    await app.database.db.update(raceEntries).set({ finishPosition: 1 }).where(eq(raceEntries.id, won.entries[0]!.id));
    await app.database.db.update(races).set({ status: 'finished' }).where(eq(races.id, won.race.id));
    await settleRace(app.database.db, app.bus, won.race.id);
    const cancelled = await createRace(app.database.db);
    const refunded = await bet(player, cancelled.race.id, cancelled.entries[0]!.id, '7.35');
    await cancelRace(app.database.db, app.bus, { raceId: cancelled.race.id, adminUserId: admin.id });

    const response = await statement(player, `from=${siteDay()}&to=${siteDay()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    // A byte-order mark first, so that Excel reads the accents as UTF-8.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('date,type,description,amount,previousBalance,newBalance,betId');
    expect(header!.split(',')).toEqual([...STATEMENT_CSV_HEADER]);

    const ledger = await app.database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.userId, player.id))
      .orderBy(asc(balanceTransactions.id));
    expect(ledger.map((row) => row.type)).toEqual(['deposit', 'bet', 'winnings', 'bet', 'refund']);
    expect(lines).toHaveLength(ledger.length);
    lines.forEach((line, index) => {
      const row = ledger[index]!;
      const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, ''));
      // The site's wall time with its offset, the same instant to the second.
      expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/);
      expect(Date.parse(cells[0]!)).toBe(Math.floor(row.createdAt.getTime() / 1000) * 1000);
      expect(cells[1]).toBe(row.type);
      expect(cells.slice(3, 7)).toEqual([row.amount, row.previousBalance, row.newBalance, row.relatedBetId ?? '']);
    });
    // To the cent: 100.00 in, 10.00 and 7.35 staked, 25.00 won, 7.35 back.
    expect(lines.map((line) => line.split(',').at(-4))).toEqual(['100.00', '-10.00', '25.00', '-7.35', '7.35']);
    expect(lines.at(-1)!.split(',').at(-2)).toBe('115.00');
    expect(lines.filter((line) => line.endsWith(winner.id))).toHaveLength(2);
    expect(lines.filter((line) => line.endsWith(refunded.id))).toHaveLength(2);
  });

  it('keeps to the period, in the site’s calendar, and only the player’s own rows', async () => {
    const player = await createUser(app, { balance: 40 });
    const other = await createUser(app, { balance: 99 });
    // The opening row moved to yesterday, site time.
    await app.database.db
      .update(balanceTransactions)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(balanceTransactions.userId, player.id));
    const { race, entries } = await createRace(app.database.db);
    await bet(player, race.id, entries[0]!.id, '1.00');

    const rowsOf = async (query: string) =>
      (await statement(player, query)).body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    const today = await rowsOf(`from=${siteDay()}&to=${siteDay()}`);
    expect(today.slice(1).map((line) => line.split(',')[1])).toEqual(['bet']);
    const both = await rowsOf(`from=${siteDay(-1)}&to=${siteDay()}`);
    expect(both).toHaveLength(3);
    expect(both.join('\n')).not.toContain('99.00');
    const none = (await statement(other, `from=${siteDay(-30)}&to=${siteDay(-2)}`)).body;
    expect(none).toBe(`\uFEFF${STATEMENT_CSV_HEADER.join(',')}\r\n`);
  });

  it('writes each time as the site’s wall time with its offset, in winter and in a summer Mexico still kept', async () => {
    const player = await createUser(app, { balance: 30 });
    const [opening] = await app.database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.userId, player.id));
    // The opening deposit moved to `at`, and the first row of the statement over `range`.
    const firstRowWhenDated = async (at: string, range: string) => {
      await app.database.db
        .update(balanceTransactions)
        .set({ createdAt: new Date(at) })
        .where(eq(balanceTransactions.id, opening!.id));
      return (await statement(player, range)).body.split('\r\n')[1]!;
    };
    // 00:04:05 UTC on the 28th is still the 27th in Mexico City, at 18:04:05.
    const winter = await firstRowWhenDated('2026-11-28T00:04:05.678Z', 'from=2026-11-27&to=2026-11-27');
    expect(winter.split(',')[0]).toBe('2026-11-27T18:04:05-06:00');
    expect(winter.split(',').slice(1, 3)).toEqual(['deposit', 'Depósito']);
    expect((await statement(player, 'from=2026-11-28&to=2026-11-28')).body.split('\r\n')[1]).toBe('');

    const summer = await firstRowWhenDated('2022-07-01T12:00:00Z', 'from=2022-07-01&to=2022-07-01');
    expect(summer.split(',')[0]).toBe('2022-07-01T07:00:00-05:00');
  });

  it('names a place bet "a segundo", as the site does, also on a row written when it said "a colocado"', async () => {
    const player = await createUser(app, { balance: 20 });
    const { race, entries } = await createRace(app.database.db);
    for (const betType of ['place', 'show'] as const) {
      const response = await injectAs(player, 'POST', '/api/bets', {
        raceId: race.id,
        raceEntryId: entries[0]!.id,
        betType,
        amount: '1.00',
        odds: formatOddsHundredths(priceRaceBet(betType, parseOddsHundredths(entries[0]!.currentOdds!)!)),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // The first bet's row as the server wrote it before the words changed.
    const [placeRow] = await app.database.db
      .select()
      .from(balanceTransactions)
      .where(and(eq(balanceTransactions.userId, player.id), eq(balanceTransactions.type, 'bet')))
      .orderBy(asc(balanceTransactions.id));
    await app.database.db
      .update(balanceTransactions)
      .set({ description: `Apuesta a colocado — ${race.name}` })
      .where(eq(balanceTransactions.id, placeRow!.id));

    const body = (await statement(player, `from=${siteDay()}&to=${siteDay()}`)).body;
    expect(body).toContain(`Apuesta a segundo — ${race.name}`);
    expect(body).toContain(`Apuesta a tercero — ${race.name}`);
    expect(body).not.toContain('colocado');
  });

  it('refuses a period it cannot read with a message, and a guest', async () => {
    const player = await createUser(app, { balance: 1 });
    for (const query of [
      '',
      `from=${siteDay()}`,
      'from=2026-13-01&to=2026-13-02',
      'from=2026-11-20&to=2026-11-10',
      'from=abc&to=def',
    ]) {
      const response = await statement(player, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await app.inject({ url: `/api/user/statement.csv?from=${siteDay()}&to=${siteDay()}` })).statusCode).toBe(
      401,
    );
  });
});
