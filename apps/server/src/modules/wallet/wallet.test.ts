import { readFileSync } from 'node:fs';
import type { TBalanceTransactionResponse } from '@galope/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { raceEntries, races, sportEvents } from '../../db/schema';
import { balanceTransactions } from './schema';
import { placeHomeBet, placeWinBet } from '../../test/bet-fixtures';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { settlePending, settleRace, settleSportEvent } from '../settlement';
import { applyBalanceChange } from './apply-balance-change';

useTestApp();

const post = (user: TestUser, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });

async function historyOf(user: TestUser, limit = 100): Promise<TBalanceTransactionResponse[]> {
  const response = await app.inject({
    url: `/api/user/balance-history?limit=${limit}`,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('ledger texts in the reader’s language', () => {
  it('every movement carries the code and values its text needs, besides the Spanish text', async () => {
    const { db } = app.database;
    const admin = await createUser(app, { role: 'admin' });
    const created = await post(admin, '/api/admin/users', {
      username: `texts${Date.now()}`,
      email: `texts${Date.now()}@example.com`,
      password: 'secret123',
      balance: '100.00',
    });
    expect(created.statusCode).toBe(201);
    const playerId: number = created.json().id;
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: created.json().username, password: 'secret123' },
    });
    const player: TestUser = {
      id: playerId,
      username: created.json().username,
      email: created.json().email,
      password: 'secret123',
      cookie: login.headers['set-cookie']!.toString().split(';')[0]!,
    };

    const { race, entries, horses } = await createRace(db);
    expect(
      (
        await post(player, '/api/bets', {
          raceId: race.id,
          raceEntryId: entries[0]!.id,
          betType: 'place',
          amount: '10',
          odds: '1.50',
        })
      ).statusCode,
    ).toBe(201);
    const event = await createSportEvent(db);
    expect(
      (
        await post(player, '/api/sports/bets', {
          sportEventId: event.id,
          sportBetType: 'draw',
          amount: '5',
          odds: '3.20',
        })
      ).statusCode,
    ).toBe(201);
    expect((await post(admin, `/api/admin/users/${playerId}/balance`, { amount: '3', type: 'add' })).statusCode).toBe(
      200,
    );
    expect(
      (
        await post(admin, `/api/admin/users/${playerId}/balance`, {
          amount: '1',
          type: 'subtract',
          reason: 'Corrección',
        })
      ).statusCode,
    ).toBe(200);

    // The race is run with the runner first; the match is called off.
    await db.update(raceEntries).set({ finishPosition: 1 }).where(eq(raceEntries.id, entries[0]!.id));
    await db.update(races).set({ status: 'finished', winnerId: entries[0]!.horseId }).where(eq(races.id, race.id));
    await settleRace(db, app.bus, race.id);
    await db.update(sportEvents).set({ status: 'cancelled' }).where(eq(sportEvents.id, event.id));
    await settleSportEvent(db, app.bus, event.id);

    const texts = (await historyOf(player)).reverse().map(({ description, descriptionCode, descriptionParams }) => ({
      description,
      descriptionCode,
      descriptionParams,
    }));
    const horse = horses[0]!.name;
    const match = { homeTeam: event.homeTeam, awayTeam: event.awayTeam };
    expect(texts).toEqual([
      { description: 'Saldo inicial', descriptionCode: 'opening_balance', descriptionParams: {} },
      {
        description: `Apuesta a segundo — ${race.name}`,
        descriptionCode: 'race_bet',
        descriptionParams: { betType: 'place', race: race.name },
      },
      {
        description: `Apuesta Empate — ${event.homeTeam} vs ${event.awayTeam}`,
        descriptionCode: 'sport_bet',
        descriptionParams: { selection: 'draw', team: 'Empate', ...match },
      },
      {
        description: 'Ajuste de saldo (add)',
        descriptionCode: 'balance_adjustment',
        descriptionParams: { kind: 'add' },
      },
      {
        description: 'Corrección',
        descriptionCode: 'balance_adjustment',
        descriptionParams: { kind: 'subtract', reason: 'Corrección' },
      },
      {
        description: `Ganancia — ${horse}, ${race.name}`,
        descriptionCode: 'race_winnings',
        descriptionParams: { horse, race: race.name },
      },
      {
        description: `Devolución — Empate, ${event.homeTeam} vs ${event.awayTeam}`,
        descriptionCode: 'sport_refund',
        descriptionParams: { selection: 'draw', team: 'Empate', ...match },
      },
    ]);
  });

  it('rows written before the codes get theirs from the bets they belong to when the migration runs', async () => {
    const { db } = app.database;
    const player = await createUser(app, { balance: 50 });
    const card = await createRace(db);
    const { race } = card;
    const event = await createSportEvent(db);
    await placeWinBet(app, player, card, '1');
    await placeHomeBet(app, player, event, '1');
    await db.insert(balanceTransactions).values([
      {
        userId: player.id,
        type: 'admin_adjustment',
        amount: '1.00',
        previousBalance: '48.00',
        newBalance: '49.00',
        description: 'Ajuste de saldo (set)',
      },
      {
        userId: player.id,
        type: 'admin_adjustment',
        amount: '1.00',
        previousBalance: '49.00',
        newBalance: '50.00',
        description: 'Bono',
      },
    ]);
    await db
      .update(balanceTransactions)
      .set({ descriptionCode: null, descriptionParams: null })
      .where(eq(balanceTransactions.userId, player.id));

    const migration = readFileSync(new URL('../../db/migrations/0005_ledger_text_codes.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      const code = statement.replace(/^--.*$/gm, '').trim();
      if (code.startsWith('UPDATE')) await db.execute(sql.raw(code));
    }
    const rows = (await historyOf(player)).reverse();
    expect(rows.map((row) => [row.descriptionCode, row.descriptionParams])).toEqual([
      // A deposit has no bet to tell it by: it keeps its Spanish text.
      [null, null],
      ['race_bet', { betType: 'win', race: race.name }],
      ['sport_bet', { selection: 'home', team: event.homeTeam, homeTeam: event.homeTeam, awayTeam: event.awayTeam }],
      ['balance_adjustment', { kind: 'set' }],
      ['balance_adjustment', { reason: 'Bono' }],
    ]);
  });
});

describe('wallet totals', () => {
  it('count the whole history, not the 20 movements on screen', async () => {
    const { db } = app.database;
    const player = await createUser(app, { balance: 100 });
    await db.transaction(async (tx) => {
      await applyBalanceChange(tx, {
        userId: player.id,
        amountCents: 5000,
        type: 'deposit',
        text: { code: 'deposit', params: {} },
      });
      await applyBalanceChange(tx, {
        userId: player.id,
        amountCents: -3000,
        type: 'withdrawal',
        text: { code: 'withdrawal', params: {} },
      });
    });
    const { race, entries } = await createRace(db);
    const bet = (entry: number, amount: string, odds: string) =>
      post(player, '/api/bets', { raceId: race.id, raceEntryId: entries[entry]!.id, betType: 'win', amount, odds });
    for (let index = 0; index < 22; index++) expect((await bet(0, '1', '2.50')).statusCode).toBe(201);
    for (let index = 0; index < 3; index++) expect((await bet(1, '2', '3.50')).statusCode).toBe(201);

    // The second runner is scratched (its three stakes come back), the first wins.
    await db.update(raceEntries).set({ scratched: true }).where(eq(raceEntries.id, entries[1]!.id));
    await settlePending(db, app.bus);
    await db.update(raceEntries).set({ finishPosition: 1 }).where(eq(raceEntries.id, entries[0]!.id));
    await db.update(races).set({ status: 'finished', winnerId: entries[0]!.horseId }).where(eq(races.id, race.id));
    await settleRace(db, app.bus, race.id);

    const lastPage = await historyOf(player, 20);
    expect(lastPage.some((row) => row.type === 'deposit')).toBe(false);
    expect(await historyOf(player)).toHaveLength(53);
    const totals = await app.inject({ url: '/api/user/balance-totals', headers: { cookie: player.cookie } });
    expect(totals.statusCode).toBe(200);
    // 100 + 50 in, 30 out, 22 × 1 + 3 × 2 staked less 6 refunded, 22 × 2.50 won.
    expect(totals.json()).toEqual({
      totalDeposited: '150.00',
      totalWithdrawn: '30.00',
      totalStaked: '22.00',
      totalWon: '55.00',
    });
  });

  it('are the player’s own, and only for an approved account', async () => {
    const pending = await createUser(app, { status: 'pending' });
    const response = await app.inject({ url: '/api/user/balance-totals', headers: { cookie: pending.cookie } });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user/balance-totals' })).statusCode).toBe(401);
    const fresh = await createUser(app);
    expect((await app.inject({ url: '/api/user/balance-totals', headers: { cookie: fresh.cookie } })).json()).toEqual({
      totalDeposited: '0.00',
      totalWithdrawn: '0.00',
      totalStaked: '0.00',
      totalWon: '0.00',
    });
  });
});

describe("a player's movements seen by staff", () => {
  it('are read by admins beside a cashier request, newest first, and by nobody else', async () => {
    const staff = await createUser(app, { role: 'admin' });
    const player = await createUser(app, { balance: 30 });
    const other = await createUser(app, { balance: 5 });
    await placeWinBet(app, player, await createRace(app.database.db), '4.00');
    const seen = await app.inject({
      url: `/api/admin/users/${player.id}/balance-history?limit=5`,
      headers: { cookie: staff.cookie },
    });
    expect(seen.statusCode).toBe(200);
    const rows = seen.json() as TBalanceTransactionResponse[];
    expect(rows.map((row) => [row.type, row.amount])).toEqual([
      ['bet', '-4.00'],
      [rows[1]!.type, '30.00'],
    ]);
    const byPlayer = await app.inject({
      url: `/api/admin/users/${player.id}/balance-history`,
      headers: { cookie: other.cookie },
    });
    expect(byPlayer.statusCode).toBe(403);
    const bad = await app.inject({ url: '/api/admin/users/abc/balance-history', headers: { cookie: staff.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});
