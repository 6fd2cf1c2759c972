import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, balanceTransactions, bets, raceEntries, races, sportEvents } from '../../db/schema';
import { createFundedPlayers, placeHomeBet, placeRaceBetsInBulk } from '../../test/bet-fixtures';
import { findLedgerViolations } from '../../test/ledger-invariants';
import { readBalance, readLedger } from '../../test/wallet-reads';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, injectAs, useTestApp } from '../../test/use-test-app';
import type { LiveEvent } from '../live';
import { settleRace, settleSportEvent } from '../settlement';
import { clearSettingsCache } from '../settings';

useTestApp();

const db = () => app.database.db;
const touched: number[] = [];

const quote = (user: TestUser, betId: string) => injectAs(user, 'GET', `/api/bets/${betId}/cash-out`);
const cashOut = (user: TestUser, betId: string, body: Record<string, unknown>, headers = {}) =>
  injectAs(user, 'POST', `/api/bets/${betId}/cash-out`, body, headers);

async function player(balance = 100) {
  const user = await createUser(app, { balance });
  touched.push(user.id);
  return user;
}

const balanceOf = (userId: number) => readBalance(db(), userId);
const ledgerOf = async (userId: number) =>
  (await readLedger(db(), userId)).map(({ type, amount, newBalance }) => ({ type, amount, newBalance }));

const betRow = async (betId: string) => (await db().select().from(bets).where(eq(bets.id, betId)))[0]!;

/** A race 30 minutes off; runner 1 at 2.50 (morning line 2.00), runner 2 at 3.50. */
async function openRace() {
  return createRace(db());
}

async function raceBet(user: TestUser, race: Awaited<ReturnType<typeof openRace>>, betType = 'win', amount = '10.00') {
  const odds = betType === 'win' ? '2.50' : betType === 'place' ? '1.50' : '1.30';
  const response = await injectAs(user, 'POST', '/api/bets', {
    raceId: race.race.id,
    raceEntryId: race.entries[0]!.id,
    betType,
    amount,
    odds,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const sportBet = async (user: TestUser, eventId: number, amount = '20.00') =>
  (await placeHomeBet(app, user, { id: eventId }, amount)).id;

const setWinOdds = (entryId: number, odds: string | null) =>
  db().update(raceEntries).set({ currentOdds: odds }).where(eq(raceEntries.id, entryId));

async function runRace(raceId: number, winnerEntryId: number, entries: { id: number }[]) {
  for (const [index, entry] of entries.entries()) {
    const position = entry.id === winnerEntryId ? 1 : index + 2;
    await db().update(raceEntries).set({ finishPosition: position }).where(eq(raceEntries.id, entry.id));
  }
  await db().update(races).set({ status: 'finished' }).where(eq(races.id, raceId));
  return settleRace(db(), app.bus, raceId);
}

async function finishEvent(eventId: number, homeScore: number, awayScore: number) {
  await db().update(sportEvents).set({ status: 'finished', homeScore, awayScore }).where(eq(sportEvents.id, eventId));
  return settleSportEvent(db(), app.bus, eventId);
}

afterEach(async () => {
  expect(await findLedgerViolations(db(), touched)).toEqual([]);
});

describe('the cash-out value of a pending bet', () => {
  it('is stake × odds taken ÷ current odds less 5 %, rounded down, on a race bet', async () => {
    const jugador = await player();
    const race = await openRace();
    const win = await raceBet(jugador, race);
    const place = await raceBet(jugador, race, 'place');

    // Unchanged price: the stake back less the margin.
    expect((await quote(jugador, win)).json()).toEqual({ value: '9.50', odds: '2.50' });
    // Drifted to 3.00: 10 × 2.50 ÷ 3.00 × 0.95 = 7.9166… → 7.91.
    await setWinOdds(race.entries[0]!.id, '3.00');
    expect((await quote(jugador, win)).json()).toEqual({ value: '7.91', odds: '3.00' });
    // The place bet is priced from the win odds now (3.00 → 1.67 to place): 10 × 1.50 ÷ 1.67 × 0.95 = 8.5329… → 8.53.
    expect((await quote(jugador, place)).json()).toEqual({ value: '8.53', odds: '1.67' });
    // Shortened to 2.00: 11.875 → 11.87; below the 25.00 the bet could win.
    await setWinOdds(race.entries[0]!.id, '2.00');
    expect((await quote(jugador, win)).json()).toEqual({ value: '11.87', odds: '2.00' });
    // No current price: the morning line (2.00) is the price a new bet would take.
    await setWinOdds(race.entries[0]!.id, null);
    expect((await quote(jugador, win)).json()).toEqual({ value: '11.87', odds: '2.00' });
  });

  it('follows a sport outcome’s odds, live too, and has none without them', async () => {
    const jugador = await player();
    const event = await createSportEvent(db());
    const bet = await sportBet(jugador, event.id);
    // 20 × 2.10 ÷ 1.50 × 0.95 = 26.60.
    await db()
      .update(sportEvents)
      .set({ status: 'live', odds: { home: '1.50', away: '5.00', draw: '3.80' } })
      .where(eq(sportEvents.id, event.id));
    expect((await quote(jugador, bet)).json()).toEqual({ value: '26.60', odds: '1.50' });
    // 20 × 2.10 ÷ 7.77 × 0.95 = 5.1351… → 5.13.
    await db()
      .update(sportEvents)
      .set({ odds: { home: '7.77', away: '1.20' } })
      .where(eq(sportEvents.id, event.id));
    expect((await quote(jugador, bet)).json()).toEqual({ value: '5.13', odds: '7.77' });
    await db().update(sportEvents).set({ odds: null }).where(eq(sportEvents.id, event.id));
    const none = await quote(jugador, bet);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('CASH_OUT_NO_ODDS');
  });

  it('is the owner’s only: another player’s bet and an unknown one are 404, a bad id 400', async () => {
    const [jugador, otro] = [await player(), await player()];
    const bet = await raceBet(jugador, await openRace());
    expect((await quote(otro, bet)).statusCode).toBe(404);
    expect((await cashOut(otro, bet, { value: '9.50' })).statusCode).toBe(404);
    expect((await quote(jugador, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await quote(jugador, 'abc')).statusCode).toBe(400);
    expect((await cashOut(jugador, "1' or 1=1", { value: '9.50' })).statusCode).toBe(400);
    expect(await balanceOf(otro.id)).toBe('100.00');
  });
});

describe('cashing out', () => {
  it('in full credits the value once with a cash_out ledger row, and settlement then pays nothing', async () => {
    const jugador = await player();
    const race = await openRace();
    const bet = await raceBet(jugador, race);
    const done = await cashOut(jugador, bet, { value: '9.50' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      value: '9.50',
      amount: '10.00',
      balance: '99.50',
      bet: { id: bet, status: 'cashed_out', cashedOutAmount: '10.00', cashedOutValue: '9.50' },
    });
    const again = await cashOut(jugador, bet, { value: '9.50' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CASH_OUT_NOT_PENDING');

    await runRace(race.race.id, race.entries[0]!.id, race.entries);
    expect(await balanceOf(jugador.id)).toBe('99.50');
    expect(await ledgerOf(jugador.id)).toEqual([
      { type: 'deposit', amount: '100.00', newBalance: '100.00' },
      { type: 'bet', amount: '-10.00', newBalance: '90.00' },
      { type: 'cash_out', amount: '9.50', newBalance: '99.50' },
    ]);
    expect((await betRow(bet)).status).toBe('cashed_out');

    // The history and the statement name it in the reader's words.
    const history = await injectAs(jugador, 'GET', '/api/user/balance-history');
    expect(history.json()[0]).toMatchObject({
      type: 'cash_out',
      descriptionCode: 'race_cash_out',
      description: `Cierre de apuesta — ${race.horses[0]!.name}, ${race.race.name}`,
    });
    const day = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    const csv = await injectAs(jugador, 'GET', `/api/user/statement.csv?from=${day}&to=${day}`);
    expect(csv.body).toContain(
      `,cash_out,"Cierre de apuesta — ${race.horses[0]!.name}, ${race.race.name}",9.50,90.00,99.50,${bet}`,
    );
    // The dashboard counts it as won, the bet as closed.
    expect((await injectAs(jugador, 'GET', '/api/user/dashboard-stats')).json()).toMatchObject({
      totalWagered: '10.00',
      totalWon: '9.50',
      netProfit: '-0.50',
      cashedOutBets: 1,
      pendingBets: 0,
    });
    // The bell tells the owner once, with what was paid; the race's settlement adds nothing for this bet.
    const bell = (await injectAs(jugador, 'GET', '/api/notifications')).json();
    expect(bell.items).toEqual([
      expect.objectContaining({ kind: 'cash_out', data: expect.objectContaining({ betId: bet, amount: '9.50' }) }),
    ]);
  });

  it('in part keeps the rest at the same odds, and the race pays only the rest when it wins', async () => {
    const jugador = await player();
    const race = await openRace();
    const bet = await raceBet(jugador, race);
    // 4.00 of the 10.00 at an unchanged 2.50: 3.80.
    const part = await cashOut(jugador, bet, { value: '3.80', amount: '4' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      value: '3.80',
      amount: '4.00',
      balance: '93.80',
      bet: { status: 'pending', amount: '10.00', odds: '2.50', potentialWinnings: '15.00', cashedOutAmount: '4.00' },
    });
    // What is left is quoted as the rest: 6 × 0.95; a part of it, as that part.
    expect((await quote(jugador, bet)).json()).toEqual({ value: '5.70', odds: '2.50' });
    expect((await injectAs(jugador, 'GET', `/api/bets/${bet}/cash-out?amount=1.5`)).json().value).toBe('1.42');
    expect((await injectAs(jugador, 'GET', `/api/bets/${bet}/cash-out?amount=6.01`)).statusCode).toBe(400);
    // More than is left is refused and changes nothing.
    expect((await cashOut(jugador, bet, { value: '5.70', amount: '6.01' })).statusCode).toBe(400);

    await runRace(race.race.id, race.entries[0]!.id, race.entries);
    expect(await balanceOf(jugador.id)).toBe('108.80');
    expect((await ledgerOf(jugador.id)).slice(1)).toEqual([
      { type: 'bet', amount: '-10.00', newBalance: '90.00' },
      { type: 'cash_out', amount: '3.80', newBalance: '93.80' },
      { type: 'winnings', amount: '15.00', newBalance: '108.80' },
    ]);
    expect(await betRow(bet)).toMatchObject({ status: 'won', actualWinnings: '15.00', cashOutValue: '3.80' });
  });

  it('in part on a sport bet that then loses keeps what was cashed out and nothing more', async () => {
    const jugador = await player();
    const event = await createSportEvent(db());
    const bet = await sportBet(jugador, event.id);
    // 5.00 of 20.00 at 2.10, now 2.10: 4.75; the rest (15.00) could win 31.50.
    const part = await cashOut(jugador, bet, { value: '4.75', amount: '5.00' });
    expect(part.json().bet.potentialWinnings).toBe('31.50');
    await finishEvent(event.id, 0, 2);
    expect(await balanceOf(jugador.id)).toBe('84.75');
    expect((await ledgerOf(jugador.id)).map((row) => [row.type, row.amount])).toEqual([
      ['deposit', '100.00'],
      ['bet', '-20.00'],
      ['cash_out', '4.75'],
    ]);
    expect((await betRow(bet)).status).toBe('lost');
  });

  it('in part, then a scratch refunds only the rest', async () => {
    const jugador = await player();
    const race = await openRace();
    const bet = await raceBet(jugador, race);
    expect((await cashOut(jugador, bet, { value: '2.85', amount: '3' })).statusCode).toBe(200);
    await db().update(raceEntries).set({ scratched: true }).where(eq(raceEntries.id, race.entries[0]!.id));
    await settleRace(db(), app.bus, race.race.id);
    expect((await ledgerOf(jugador.id)).slice(2).map((row) => [row.type, row.amount])).toEqual([
      ['cash_out', '2.85'],
      ['refund', '7.00'],
    ]);
    expect(await balanceOf(jugador.id)).toBe('99.85');
  });

  it('at a value that moved answers the value now and changes nothing', async () => {
    const jugador = await player();
    const race = await openRace();
    const bet = await raceBet(jugador, race);
    await setWinOdds(race.entries[0]!.id, '3.00');
    const stale = await cashOut(jugador, bet, { value: '9.50' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'CASH_OUT_CHANGED', message: 'El valor de cierre cambió', value: '7.91' });
    expect(await balanceOf(jugador.id)).toBe('90.00');
    expect(await betRow(bet)).toMatchObject({ status: 'pending', cashOutStake: '0.00', potentialWinnings: '25.00' });
    // Accepting the new value goes through.
    expect((await cashOut(jugador, bet, { value: '7.91' })).json().balance).toBe('97.91');
  });

  it('is refused after the off, while the race runs and once it is over', async () => {
    const jugador = await player();
    const race = await openRace();
    const bet = await raceBet(jugador, race);
    await db()
      .update(races)
      .set({ scheduledTime: new Date(Date.now() - 1000) })
      .where(eq(races.id, race.race.id));
    for (const response of [await quote(jugador, bet), await cashOut(jugador, bet, { value: '9.50' })]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CASH_OUT_CLOSED' });
    }
    await db().update(races).set({ status: 'live' }).where(eq(races.id, race.race.id));
    expect((await quote(jugador, bet)).json().code).toBe('CASH_OUT_CLOSED');
    expect(await balanceOf(jugador.id)).toBe('90.00');
  });

  it('answers when the site settings are read afresh (the cache lapsed), on the embedded database too', async () => {
    const jugador = await player();
    const bet = await raceBet(jugador, await openRace());
    // The settings are read again from the database every few seconds; on the embedded database's one
    // session a read inside the cash out's own transaction waited for that transaction: it never answered.
    clearSettingsCache();
    const done = await cashOut(jugador, bet, { value: '9.50' });
    expect(done.statusCode).toBe(200);
    expect(await balanceOf(jugador.id)).toBe('99.50');
  });

  it('of one bet twenty times at once pays exactly once', async () => {
    const jugador = await player();
    const bet = await raceBet(jugador, await openRace());
    const answers = await Promise.all(Array.from({ length: 20 }, () => cashOut(jugador, bet, { value: '9.50' })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(jugador.id)).toBe('99.50');
    expect((await ledgerOf(jugador.id)).filter((row) => row.type === 'cash_out')).toHaveLength(1);
    const bell = (await injectAs(jugador, 'GET', '/api/notifications')).json();
    expect(bell.items.filter((item: { kind: string }) => item.kind === 'cash_out')).toHaveLength(1);
  });

  it('with an Idempotency-Key answers the first cash out again and pays once', async () => {
    const jugador = await player();
    const bet = await raceBet(jugador, await openRace());
    const key = { 'idempotency-key': `cierre-${bet}` };
    const [first, second] = await Promise.all([
      cashOut(jugador, bet, { value: '3.80', amount: '4' }, key),
      cashOut(jugador, bet, { value: '3.80', amount: '4' }, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().value).toBe('3.80');
    expect(await balanceOf(jugador.id)).toBe('93.80');
  });

  it('racing the settlement pays once, whichever comes first', async () => {
    // Settlement first: the cash out finds the bet settled.
    const jugador = await player();
    const early = await createSportEvent(db(), { status: 'live' });
    const settledFirst = await sportBet(jugador, early.id);
    await finishEvent(early.id, 2, 0);
    const late = await cashOut(jugador, settledFirst, { value: '19.00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CASH_OUT_NOT_PENDING');
    expect(await balanceOf(jugador.id)).toBe('122.00');

    // Both at once, many times: each bet is paid by exactly one of them.
    for (let round = 0; round < 6; round++) {
      const event = await createSportEvent(db(), { status: 'live' });
      const bet = await sportBet(jugador, event.id);
      const [answer] = await Promise.all([cashOut(jugador, bet, { value: '19.00' }), finishEvent(event.id, 2, 0)]);
      // A cash out that lost the race sees the event over; one that won it leaves nothing to settle.
      const rows = await db()
        .select({ type: balanceTransactions.type, amount: balanceTransactions.amount })
        .from(balanceTransactions)
        .where(eq(balanceTransactions.relatedBetId, bet));
      const credits = rows.filter((row) => row.type !== 'bet');
      expect(credits).toHaveLength(1);
      expect(credits[0]).toEqual(
        answer.statusCode === 200 ? { type: 'cash_out', amount: '19.00' } : { type: 'winnings', amount: '42.00' },
      );
      await settleSportEvent(db(), app.bus, event.id);
      expect(
        (
          await db()
            .select({ count: sql<number>`count(*)::int` })
            .from(balanceTransactions)
            .where(eq(balanceTransactions.relatedBetId, bet))
        )[0]!.count,
      ).toBe(2);
    }
  });
});

describe('cash-out settings', () => {
  it('are the super admin’s: others get 403, bad values 400, a change is audited and applies at once', async () => {
    const superAdmin = await createUser(app, { role: 'super_admin' });
    const admin = await createUser(app, { role: 'admin' });
    const jugador = await player();
    const url = '/api/admin/cash-out/settings';
    expect((await injectAs(superAdmin, 'GET', url)).json()).toEqual({ enabled: true, marginPercent: '5.00' });
    for (const user of [admin, jugador]) {
      expect((await injectAs(user, 'GET', url)).statusCode).toBe(403);
      expect((await injectAs(user, 'PUT', url, { enabled: false, marginPercent: '0' })).statusCode).toBe(403);
    }
    for (const body of [
      { enabled: true, marginPercent: '50.01' },
      { enabled: true, marginPercent: '1.234' },
      { enabled: 'sí', marginPercent: '5' },
      { enabled: true },
    ]) {
      expect((await injectAs(superAdmin, 'PUT', url, body)).statusCode).toBe(400);
    }

    const bet = await raceBet(jugador, await openRace());
    const changed = await injectAs(superAdmin, 'PUT', url, { enabled: true, marginPercent: '2.5' });
    expect(changed.json()).toEqual({ enabled: true, marginPercent: '2.50' });
    expect((await quote(jugador, bet)).json().value).toBe('9.75');

    await injectAs(superAdmin, 'PUT', url, { enabled: false, marginPercent: 5 });
    const off = await quote(jugador, bet);
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('CASH_OUT_DISABLED');
    expect((await cashOut(jugador, bet, { value: '9.50' })).json().code).toBe('CASH_OUT_DISABLED');

    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'cash_out.settings'));
    expect(audit.map((row) => row.details)).toEqual([
      { before: { enabled: true, marginPercent: '5.00' }, after: { enabled: true, marginPercent: '2.50' } },
      { before: { enabled: true, marginPercent: '2.50' }, after: { enabled: false, marginPercent: '5.00' } },
    ]);
    await injectAs(superAdmin, 'PUT', url, { enabled: true, marginPercent: '5' });
  });
});

describe('live cash-out values', () => {
  it('reach the owner as the odds move: a thousand open bets priced within a second', async () => {
    const [owner] = await createFundedPlayers(db(), { count: 1, balanceCents: 1_000_000, prefix: `vivo${Date.now()}` });
    touched.push(owner!.id);
    const race = await openRace();
    const ids = await placeRaceBetsInBulk(
      db(),
      Array.from({ length: 1000 }, () => ({
        userId: owner!.id,
        raceId: race.race.id,
        raceEntryId: race.entries[0]!.id,
        betType: 'win' as const,
        stakeCents: 1000,
        oddsHundredths: 250,
      })),
    );
    const heard = new Map<string, string | null>();
    const unsubscribe = app.bus.subscribe((event: LiveEvent) => {
      if (event.type === 'cash_out_update' && event.userId === owner!.id) heard.set(event.betId, event.value);
    });
    await setWinOdds(race.entries[0]!.id, '3.00');
    const started = performance.now();
    await app.bus.publish({
      type: 'odds_update',
      raceId: race.race.id,
      data: [{ entryId: race.entries[0]!.id, currentOdds: '3.00' }],
    });
    await expect.poll(() => heard.size, { timeout: 5000, interval: 10 }).toBe(1000);
    const elapsedMs = performance.now() - started;
    expect(elapsedMs).toBeLessThan(1000);
    expect(new Set(heard.values())).toEqual(new Set(['7.91']));
    expect(ids.every((id) => heard.has(id))).toBe(true);

    // At the off every value goes.
    await db().update(races).set({ status: 'live' }).where(eq(races.id, race.race.id));
    await app.bus.publish({ type: 'race_status', raceId: race.race.id, status: 'live' });
    await expect.poll(() => new Set(heard.values()), { timeout: 5000 }).toEqual(new Set([null]));
    unsubscribe();
  });
});
