import { STATEMENT_CSV_HEADER } from '@galope/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceTransactions, raceEntries, races } from '../../db/schema';
import { createRace } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
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
  const response = await app.inject({
    method: 'POST',
    url: '/api/bets',
    headers: { cookie: player.cookie },
    payload: { raceId, raceEntryId: entryId, betType: 'win', amount, odds: '2.50' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

describe('GET /api/user/statement.csv', () => {
  it('lists every ledger row of the period to the cent: deposit, bets, winnings and a refund', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const player = await createUser(app, { balance: 0 });
    // A deposit through the cashier, approved by staff.
    const method = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/payment-methods',
        headers: { cookie: admin.cookie },
        payload: { name: 'SPEI extracto', kind: 'deposit', minAmount: '10', maxAmount: '1000' },
      })
    ).json() as { id: number };
    const asked = (
      await app.inject({
        method: 'POST',
        url: '/api/cashier/deposits',
        headers: { cookie: player.cookie },
        payload: { amount: '100.00', methodId: method.id },
      })
    ).json() as { id: number };
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/cashier/requests/${asked.id}/approve`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
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
    const [header, ...lines] = response.body.trimEnd().split('\r\n');
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
      expect(cells[0]).toBe(row.createdAt.toISOString());
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

    const today = (await statement(player, `from=${siteDay()}&to=${siteDay()}`)).body.trimEnd().split('\r\n');
    expect(today.slice(1).map((line) => line.split(',')[1])).toEqual(['bet']);
    const both = (await statement(player, `from=${siteDay(-1)}&to=${siteDay()}`)).body.trimEnd().split('\r\n');
    expect(both).toHaveLength(3);
    expect(both.join('\n')).not.toContain('99.00');
    const none = (await statement(other, `from=${siteDay(-30)}&to=${siteDay(-2)}`)).body;
    expect(none).toBe(`${STATEMENT_CSV_HEADER.join(',')}\r\n`);
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
