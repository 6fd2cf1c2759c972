import { MESSAGES, type TBalanceTransactionResponse, type TBetResponse } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raceEntries, races, siteSettings, sportEvents } from '../../db/schema';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import type { LiveEvent } from '../live';
import { settlePending, settleRace, settleSportEvent } from '../settlement';
import { clearSettingsCache } from '../settings';
import { readBalance, readLedger } from '../../test/wallet-reads';

const events: LiveEvent[] = [];
useTestApp();
beforeAll(async () => {
  app.bus.subscribe((event) => events.push(event));
});

const bet = (user: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/bets',
    headers: { cookie: user.cookie, ...headers },
    payload: payload as object,
  });
const sportBet = (user: TestUser, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/sports/bets', headers: { cookie: user.cookie }, payload: payload as object });

const balanceOf = (userId: number) => readBalance(app.database.db, userId);
const ledgerOf = (userId: number) => readLedger(app.database.db, userId);

/** Every row starts where the previous ended and moves by its amount; nothing negative. */
function expectUnbrokenChain(ledger: Awaited<ReturnType<typeof ledgerOf>>) {
  let previous = '0.00';
  for (const row of ledger) {
    expect(row.previousBalance).toBe(previous);
    expect(Math.round(Number(row.previousBalance) * 100) + Math.round(Number(row.amount) * 100)).toBe(
      Math.round(Number(row.newBalance) * 100),
    );
    expect(Number(row.newBalance)).toBeGreaterThanOrEqual(0);
    previous = row.newBalance;
  }
  return previous;
}

describe('placing a race bet', () => {
  it('debits the stake, stores the bet at the server price and writes the ledger row', async () => {
    const user = await createUser(app, { balance: 1000 });
    const { race, entries } = await createRace(app.database.db);
    const response = await bet(user, {
      raceId: race.id,
      raceEntryId: entries[0]!.id,
      betType: 'win',
      amount: '10.00',
      odds: '2.50',
      potentialWinnings: '99999.00',
    });
    expect(response.statusCode).toBe(201);
    const placed: TBetResponse = response.json();
    expect(placed).toMatchObject({
      status: 'pending',
      betType: 'win',
      amount: '10.00',
      odds: '2.50',
      potentialWinnings: '25.00',
    });
    expect(placed.raceEntry).toMatchObject({ id: entries[0]!.id, race: { name: race.name } });
    expect(await balanceOf(user.id)).toBe('990.00');
    const ledger = await ledgerOf(user.id);
    expect(ledger.at(-1)).toMatchObject({
      type: 'bet',
      amount: '-10.00',
      previousBalance: '1000.00',
      newBalance: '990.00',
      relatedBetId: placed.id,
    });
    expect(events).toContainEqual({ type: 'balance_update', balance: '990.00', userId: user.id });
  });

  it('prices place and show from the win odds (÷3 and ÷5 of the profit)', async () => {
    const user = await createUser(app, { balance: 100 });
    const { race, entries } = await createRace(app.database.db);
    // Runner 3 is 4.50 to win: place 1 + 3.5/3 = 2.17, show 1 + 3.5/5 = 1.70.
    const place = await bet(user, {
      raceId: race.id,
      raceEntryId: entries[2]!.id,
      betType: 'place',
      amount: 10,
      odds: '2.17',
    });
    const show = await bet(user, {
      raceId: race.id,
      raceEntryId: entries[2]!.id,
      betType: 'show',
      amount: 10,
      odds: '1.70',
    });
    expect(place.json()).toMatchObject({ odds: '2.17', potentialWinnings: '21.70' });
    expect(show.json()).toMatchObject({ odds: '1.70', potentialWinnings: '17.00' });
  });

  it('answers PRICE_CHANGED with the current odds and debits nothing when the price moved', async () => {
    const user = await createUser(app, { balance: 100 });
    const { race, entries } = await createRace(app.database.db);
    const response = await bet(user, {
      raceId: race.id,
      raceEntryId: entries[0]!.id,
      betType: 'win',
      amount: '10',
      odds: '3.00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'PRICE_CHANGED', message: 'Las cuotas han cambiado', odds: '2.50' });
    expect(await balanceOf(user.id)).toBe('100.00');
  });

  it('follows the odds-change preference: only higher, or any', async () => {
    const user = await createUser(app, { balance: 100 });
    const { race, entries } = await createRace(app.database.db);
    const entry = { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '10' };
    await app.inject({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie: user.cookie },
      payload: { oddsChangePolicy: 'higher' },
    });

    const better = await bet(user, { ...entry, odds: '2.20' });
    expect(better.statusCode).toBe(201);
    expect(better.json().odds).toBe('2.50');
    expect((await bet(user, { ...entry, odds: '2.80' })).statusCode).toBe(409);

    await app.inject({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie: user.cookie },
      payload: { oddsChangePolicy: 'any' },
    });
    const worse = await bet(user, { ...entry, odds: '2.80' });
    expect(worse.statusCode).toBe(201);
    expect(worse.json()).toMatchObject({ odds: '2.50', potentialWinnings: '25.00' });
  });

  it('with the same Idempotency-Key twice answers the first bet and debits once', async () => {
    const user = await createUser(app, { balance: 100 });
    const { race, entries } = await createRace(app.database.db);
    const payload = { raceId: race.id, raceEntryId: entries[1]!.id, betType: 'win', amount: '5', odds: '3.50' };
    const [first, second] = await Promise.all([
      bet(user, payload, { 'idempotency-key': 'slip-123' }),
      bet(user, payload, { 'idempotency-key': 'slip-123' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(await balanceOf(user.id)).toBe('95.00');
    // A retry after the price moved still answers the first bet, not PRICE_CHANGED.
    await app.database.db.update(raceEntries).set({ currentOdds: '9.00' }).where(eq(raceEntries.id, entries[1]!.id));
    const third = await bet(user, payload, { 'idempotency-key': 'slip-123' });
    expect(third.statusCode).toBe(200);
    expect(third.json().id).toBe(first.json().id);
    expect(await balanceOf(user.id)).toBe('95.00');
  });

  it('never spends the same dollar twice: 100 concurrent 1.00 bets on 50.00', async () => {
    const user = await createUser(app, { balance: 50 });
    const { race, entries } = await createRace(app.database.db);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        bet(user, { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '1.00', odds: '2.50' }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(accepted).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INSUFFICIENT_BALANCE',
        message: 'Saldo insuficiente',
        balance: '0.00',
      });
    }
    expect(await balanceOf(user.id)).toBe('0.00');
    const ledger = await ledgerOf(user.id);
    expect(ledger.filter((row) => row.type === 'bet')).toHaveLength(50);
    expect(expectUnbrokenChain(ledger)).toBe('0.00');
  });

  describe('refuses bad input with a message and leaves the balance alone', () => {
    let user: TestUser;
    let race: Awaited<ReturnType<typeof createRace>>;
    let otherRace: Awaited<ReturnType<typeof createRace>>;
    beforeAll(async () => {
      user = await createUser(app, { balance: 20 });
      race = await createRace(app.database.db, { scratched: [3] });
      otherRace = await createRace(app.database.db);
    });
    const valid = () => ({
      raceId: race.race.id,
      raceEntryId: race.entries[0]!.id,
      betType: 'win',
      amount: '1.00',
      odds: '2.50',
    });

    it.each([
      [{ amount: 0 }, 'Por favor ingresa una cantidad válida'],
      [{ amount: -5 }, 'Por favor ingresa una cantidad válida'],
      [{ amount: 'abc' }, 'Por favor ingresa una cantidad válida'],
      [{ amount: '1.234' }, MESSAGES.amountTooManyDecimals],
      [{ amount: '7.777' }, 'El importe admite como máximo dos decimales'],
      [{ amount: 7.777 }, 'El importe admite como máximo dos decimales'],
      [{ amount: '25.00' }, MESSAGES.insufficientBalance],
      [{ amount: undefined }, 'Por favor ingresa una cantidad válida'],
      [{ raceEntryId: undefined }, 'Selección inválida'],
      [{ betType: 'exacta' }, 'Tipo de apuesta inválido'],
      [{ odds: '0.50' }, 'Cuota inválida'],
      [{ raceEntryId: 'x' }, 'Selección inválida'],
      [{ raceId: -1 }, 'Carrera inválida'],
    ])('%o → "%s"', async (change, message) => {
      const response = await bet(user, { ...valid(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await balanceOf(user.id)).toBe('20.00');
    });

    it('an amount of 1e309', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bets',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: `{"raceId":${race.race.id},"raceEntryId":${race.entries[0]!.id},"betType":"win","amount":1e309,"odds":"2.50"}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Por favor ingresa una cantidad válida');
    });

    it('a runner of another race, a missing runner, a scratched runner, a race that has started', async () => {
      const wrongRace = await bet(user, { ...valid(), raceEntryId: otherRace.entries[0]!.id });
      expect(wrongRace.statusCode).toBe(400);
      expect(wrongRace.json().message).toBe('Ese participante no corre en esta carrera');

      expect((await bet(user, { ...valid(), raceEntryId: 99_999_999 })).statusCode).toBe(404);

      const scratched = await bet(user, { ...valid(), raceEntryId: race.entries[3]!.id, odds: '5.50' });
      expect(scratched.statusCode).toBe(400);
      expect(scratched.json().message).toBe('Este caballo ha sido retirado');

      const started = await createRace(app.database.db);
      await app.database.db.update(races).set({ status: 'live' }).where(eq(races.id, started.race.id));
      const late = await bet(user, { ...valid(), raceId: started.race.id, raceEntryId: started.entries[0]!.id });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('La carrera ya no acepta apuestas');

      const past = await createRace(app.database.db, { scheduledTime: new Date(Date.now() - 1000) });
      const afterOff = await bet(user, { ...valid(), raceId: past.race.id, raceEntryId: past.entries[0]!.id });
      expect(afterOff.json().message).toBe('La carrera ya no acepta apuestas');
      expect(await balanceOf(user.id)).toBe('20.00');
    });

    it('a stake over the maximum kept in site_settings', async () => {
      await app.database.db.insert(siteSettings).values({ settingKey: 'max_stake', settingValue: '10.00' });
      clearSettingsCache();
      try {
        const response = await bet(user, { ...valid(), amount: '15.00' });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('La apuesta máxima es US$10.00');
      } finally {
        await app.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'max_stake'));
        clearSettingsCache();
      }
    });

    it('a visitor gets 401, a pending account 403', async () => {
      const anonymous = await app.inject({ method: 'POST', url: '/api/bets', payload: valid() });
      expect(anonymous.statusCode).toBe(401);
      const pending = await createUser(app, { status: 'pending' });
      const response = await bet(pending, valid());
      expect(response.statusCode).toBe(403);
      // What the slip shows a pending account, rather than an insufficient balance.
      expect(response.json()).toEqual({ code: 'NOT_APPROVED', message: MESSAGES.notApproved });
    });
  });
});

describe('placing a sport bet', () => {
  it('home, draw and away at the event price, betType repeating the selection or left out', async () => {
    const user = await createUser(app, { balance: 100 });
    const event = await createSportEvent(app.database.db);
    const home = await sportBet(user, {
      sportEventId: event.id,
      sportBetType: 'home',
      betType: 'home',
      amount: '10',
      odds: '2.10',
    });
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({
      betType: 'home',
      sportBetType: 'home',
      odds: '2.10',
      potentialWinnings: '21.00',
      selection: event.homeTeam,
    });
    const draw = await sportBet(user, { sportEventId: event.id, sportBetType: 'draw', amount: '10.00', odds: 3.2 });
    expect(draw.json()).toMatchObject({
      selection: 'Empate',
      potentialWinnings: '32.00',
      eventTitle: `${event.homeTeam} vs ${event.awayTeam}`,
    });
    expect(await balanceOf(user.id)).toBe('80.00');
  });

  it('refuses a mismatched betType, a draw where there is none, a finished event and a moved price', async () => {
    const user = await createUser(app, { balance: 100 });
    const event = await createSportEvent(app.database.db);
    const mismatch = await sportBet(user, {
      sportEventId: event.id,
      sportBetType: 'home',
      betType: 'away',
      amount: 1,
      odds: '2.10',
    });
    expect(mismatch.json().message).toBe('betType debe repetir la selección (home, draw o away)');

    const tennis = await createSportEvent(app.database.db, { sport: 'tennis', draw: false });
    const noDraw = await sportBet(user, { sportEventId: tennis.id, sportBetType: 'draw', amount: 1, odds: '3.00' });
    expect(noDraw.json().message).toBe('No hay cuota disponible para esa selección');

    const done = await createSportEvent(app.database.db, { status: 'finished' });
    expect(
      (await sportBet(user, { sportEventId: done.id, sportBetType: 'home', amount: 1, odds: '2.10' })).json().message,
    ).toBe('El evento ya no acepta apuestas');

    const moved = await sportBet(user, { sportEventId: event.id, sportBetType: 'away', amount: 1, odds: '3.00' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'PRICE_CHANGED', odds: '3.40' });
    expect(await balanceOf(user.id)).toBe('100.00');
  });
});

describe('settlement', () => {
  it('pays win, place and show right, refunds a scratched runner, and runs exactly once', async () => {
    const { db } = app.database;
    const user = await createUser(app, { balance: 100 });
    const { race, entries } = await createRace(db);
    const place = async (index: number, betType: string, odds: string) =>
      (
        await bet(user, { raceId: race.id, raceEntryId: entries[index]!.id, betType, amount: '10', odds })
      ).json() as TBetResponse;
    const winOnFirst = await place(0, 'win', '2.50'); // wins 25.00
    const winOnSecond = await place(1, 'win', '3.50'); // loses
    const placeOnSecond = await place(1, 'place', '1.83'); // 1 + 2.5/3 → wins 18.30
    const showOnThird = await place(2, 'show', '1.70'); // 1 + 3.5/5 → wins 17.00
    const showOnFourth = await place(3, 'show', '1.90'); // 1 + 4.5/5, but scratched: refund 10.00
    expect(await balanceOf(user.id)).toBe('50.00');

    // The runner is scratched: its bet is refunded before the race runs.
    await db.update(raceEntries).set({ scratched: true }).where(eq(raceEntries.id, entries[3]!.id));
    await settlePending(db, app.bus);
    expect(await balanceOf(user.id)).toBe('60.00');

    // The race is run: positions 1, 2, 3, …
    await db.transaction(async (tx) => {
      for (const [index, entry] of entries.entries()) {
        await tx
          .update(raceEntries)
          .set({ finishPosition: index === 3 ? null : index < 3 ? index + 1 : index })
          .where(eq(raceEntries.id, entry.id));
      }
      await tx.update(races).set({ status: 'finished', winnerId: entries[0]!.horseId }).where(eq(races.id, race.id));
    });
    await Promise.all([settleRace(db, app.bus, race.id), settleRace(db, app.bus, race.id), settlePending(db, app.bus)]);
    await settleRace(db, app.bus, race.id);

    const history: TBetResponse[] = (
      await app.inject({ url: '/api/user/bets', headers: { cookie: user.cookie } })
    ).json();
    const status = (id: string) => history.find((item) => item.id === id)!;
    expect(status(winOnFirst.id)).toMatchObject({ status: 'won', actualWinnings: '25.00' });
    expect(status(winOnSecond.id)).toMatchObject({ status: 'lost', actualWinnings: '0.00' });
    expect(status(placeOnSecond.id)).toMatchObject({ status: 'won', actualWinnings: '18.30' });
    expect(status(showOnThird.id)).toMatchObject({ status: 'won', actualWinnings: '17.00' });
    expect(status(showOnFourth.id)).toMatchObject({ status: 'cancelled' });
    expect(history.every((item) => item.settledAt !== null)).toBe(true);

    // 100 − 50 staked + 10 refunded + 25 + 18.30 + 17 won.
    expect(await balanceOf(user.id)).toBe('120.30');
    const ledger = await ledgerOf(user.id);
    expect(ledger.filter((row) => row.type === 'winnings')).toHaveLength(3);
    expect(ledger.filter((row) => row.type === 'refund')).toHaveLength(1);
    expect(expectUnbrokenChain(ledger)).toBe('120.30');
    expect(events).toContainEqual({ type: 'balance_update', balance: '120.30', userId: user.id });
  });

  it('refunds every bet of a cancelled race and settles sport bets on the final score', async () => {
    const { db } = app.database;
    const user = await createUser(app, { balance: 100 });
    const { race, entries } = await createRace(db);
    await bet(user, { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '10', odds: '2.50' });
    const event = await createSportEvent(db);
    await sportBet(user, { sportEventId: event.id, sportBetType: 'home', amount: '10', odds: '2.10' });
    await sportBet(user, { sportEventId: event.id, sportBetType: 'draw', amount: '10', odds: '3.20' });
    expect(await balanceOf(user.id)).toBe('70.00');

    await db.update(races).set({ status: 'cancelled' }).where(eq(races.id, race.id));
    await db
      .update(sportEvents)
      .set({ status: 'finished', homeScore: 2, awayScore: 1 })
      .where(eq(sportEvents.id, event.id));
    await settlePending(db, app.bus);
    await settleSportEvent(db, app.bus, event.id);

    // 70 + 10 refunded + 21 won on home; the draw lost.
    expect(await balanceOf(user.id)).toBe('101.00');
    const stats = (await app.inject({ url: '/api/user/dashboard-stats', headers: { cookie: user.cookie } })).json();
    expect(stats).toMatchObject({
      totalBets: 2,
      wonBets: 1,
      lostBets: 1,
      totalWagered: '20.00',
      totalWon: '21.00',
      netProfit: '1.00',
      winRate: 50,
    });
  });
});

describe('player data', () => {
  it('bet history on both paths, the balance history with its limit, and the 403 for a pending account', async () => {
    const user = await createUser(app, { balance: 100 });
    const { race, entries } = await createRace(app.database.db);
    for (let index = 0; index < 3; index++) {
      await bet(user, {
        raceId: race.id,
        raceEntryId: entries[index]!.id,
        betType: 'win',
        amount: '1',
        odds: (2.5 + index).toFixed(2),
      });
    }
    const a = (await app.inject({ url: '/api/user/bets', headers: { cookie: user.cookie } })).json();
    const b = (await app.inject({ url: '/api/bets', headers: { cookie: user.cookie } })).json();
    expect(a).toEqual(b);
    expect(a).toHaveLength(3);
    expect(a[0]).toMatchObject({
      race: { id: race.id, name: race.name },
      raceEntry: { horse: { name: expect.any(String) }, race: { name: race.name } },
    });

    const history: TBalanceTransactionResponse[] = (
      await app.inject({ url: '/api/user/balance-history?limit=2', headers: { cookie: user.cookie } })
    ).json();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ type: 'bet', amount: '-1.00', newBalance: '97.00' });
    const bad = await app.inject({ url: '/api/user/balance-history?limit=abc', headers: { cookie: user.cookie } });
    expect(bad.statusCode).toBe(400);

    const pending = await createUser(app, { status: 'pending' });
    for (const url of ['/api/user/bets', '/api/bets', '/api/user/balance-history', '/api/user/dashboard-stats']) {
      expect((await app.inject({ url, headers: { cookie: pending.cookie } })).statusCode).toBe(403);
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });
});
