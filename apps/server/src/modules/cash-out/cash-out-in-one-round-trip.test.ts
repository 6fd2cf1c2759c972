import {
  cashOutValueCents,
  formatCents,
  formatOddsHundredths,
  ledgerTextEs,
  parseCents,
  priceRaceBet,
  type TLedgerText,
  type TRaceBetType,
} from '@galope/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { raceEntries, sportEvents } from '../../db/schema';
import { placeWinBet } from '../../test/bet-fixtures';
import { findLedgerViolations } from '../../test/ledger-invariants';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { readLedger } from '../../test/wallet-reads';
import { app, injectAs, useTestApp } from '../../test/use-test-app';
import type { LiveEvent } from '../live';

useTestApp();

const db = () => app.database.db;
const setMargin = async (marginPercent: string) => {
  const superAdmin = await createUser(app, { role: 'super_admin' });
  const saved = await injectAs(superAdmin, 'PUT', '/api/admin/cash-out/settings', { enabled: true, marginPercent });
  expect(saved.statusCode).toBe(200);
};
afterAll(() => setMargin('5'));

/** A 10.00 win bet of `player` on the race's first runner at its price (2.50): worth 9.50 with the 5 % margin. */
const winBet = async (player: TestUser, card: Awaited<ReturnType<typeof createRace>>) =>
  (await placeWinBet(app, player, card)).id;

describe('the cash out in one round trip', () => {
  it('values a stake in the database exactly as the contracts do, to the cent, over stakes, odds and margins', async () => {
    const stakes = [1, 7, 99, 1000, 1234, 8000, 99_999, 1_000_000, 123_456_789, 9_999_999_999];
    const odds = [101, 102, 150, 199, 250, 333, 500, 777, 1234, 5000, 100_000];
    const margins = [0, 1, 250, 333, 500, 999, 1234, 5000];
    const rows = await queryRows<{ stake: string; taken: number; current: number; margin: number; value: string }>(
      db(),
      sql`
        select s as stake, t as taken, c as current, m as margin, cash_out_value_cents(s, t, c, m)::text as value
        from unnest(${sql.param(stakes)}::bigint[]) s, unnest(${sql.param(odds)}::int[]) t,
          unnest(${sql.param(odds)}::int[]) c, unnest(${sql.param(margins)}::int[]) m`,
    );
    expect(rows).toHaveLength(stakes.length * odds.length * odds.length * margins.length);
    const wrong = rows.filter(
      (row) =>
        Number(row.value) !==
        cashOutValueCents({
          stakeCents: Number(row.stake),
          takenOddsHundredths: row.taken,
          currentOddsHundredths: row.current,
          marginBasisPoints: row.margin,
        }),
    );
    expect(wrong).toEqual([]);
    // The published worked example (blog.coinsaga.com): 80 at 5.00, now 2.50: 160 fair, 152 less 5 %.
    const [example] = await queryRows<{ fair: string; ours: string }>(
      db(),
      sql`select cash_out_value_cents(8000, 500, 250, 0)::text as fair, cash_out_value_cents(8000, 500, 250, 500)::text as ours`,
    );
    expect(example).toEqual({ fair: '16000', ours: '15200' });
  });

  it('pays what the quote and the contracts’ rule say, race and sport, whole and part, at any margin', async () => {
    const player = await createUser(app, { balance: 10_000 });
    for (const marginPercent of ['0', '2.5', '5', '12.34', '50']) {
      await setMargin(marginPercent);
      const marginBasisPoints = Math.round(Number(marginPercent) * 100);
      const { race, entries } = await createRace(db(), { runners: 3 });
      const event = await createSportEvent(db());
      const bets: Array<{ id: string; stake: string; taken: number; current: () => number; part?: string }> = [];
      for (const [betType, stake, part] of [
        ['win', '12.34', undefined],
        ['place', '99.99', '33.33'],
        ['show', '0.07', undefined],
      ] as const) {
        const taken = priceRaceBet(betType, 250);
        const placed = await injectAs(player, 'POST', '/api/bets', {
          raceId: race.id,
          raceEntryId: entries[0]!.id,
          betType,
          amount: stake,
          odds: formatOddsHundredths(taken),
        });
        expect(placed.statusCode).toBe(201);
        bets.push({
          id: placed.json().id,
          stake,
          taken,
          part,
          current: () => priceRaceBet(betType as TRaceBetType, 377),
        });
      }
      for (const [selection, stake, part] of [
        ['home', '25.00', '0.01'],
        ['draw', '3.33', undefined],
      ] as const) {
        const taken = selection === 'home' ? 210 : 320;
        const placed = await injectAs(player, 'POST', '/api/sports/bets', {
          sportEventId: event.id,
          sportBetType: selection,
          amount: stake,
          odds: formatOddsHundredths(taken),
        });
        expect(placed.statusCode).toBe(201);
        bets.push({ id: placed.json().id, stake, taken, part, current: () => (selection === 'home' ? 147 : 1111) });
      }
      await db().update(raceEntries).set({ currentOdds: '3.77' }).where(eq(raceEntries.id, entries[0]!.id));
      await db()
        .update(sportEvents)
        .set({ status: 'live', odds: { home: '1.47', draw: '11.11', away: '9.00' } })
        .where(eq(sportEvents.id, event.id));

      for (const bet of bets) {
        const expected = cashOutValueCents({
          stakeCents: parseCents(bet.part ?? bet.stake)!,
          takenOddsHundredths: bet.taken,
          currentOddsHundredths: bet.current(),
          marginBasisPoints,
        });
        const query = bet.part ? `?amount=${bet.part}` : '';
        const quote = (await injectAs(player, 'GET', `/api/bets/${bet.id}/cash-out${query}`)).json();
        if (expected === 0) {
          // Half a cent is nothing: no value, and nothing paid for it.
          expect(quote.code).toBe('CASH_OUT_NO_VALUE');
          const refused = await injectAs(player, 'POST', `/api/bets/${bet.id}/cash-out`, {
            value: '0.01',
            ...(bet.part ? { amount: bet.part } : {}),
          });
          expect(refused.json().code).toBe('CASH_OUT_NO_VALUE');
          continue;
        }
        expect(quote).toEqual({ value: formatCents(expected), odds: formatOddsHundredths(bet.current()) });
        const done = await injectAs(player, 'POST', `/api/bets/${bet.id}/cash-out`, {
          value: quote.value,
          ...(bet.part ? { amount: bet.part } : {}),
        });
        expect(done.statusCode, `${bet.stake} at ${bet.taken}, margin ${marginPercent}`).toBe(200);
        expect(done.json()).toMatchObject({ value: formatCents(expected), amount: bet.part ?? bet.stake });
        const rest = parseCents(bet.stake)! - parseCents(bet.part ?? bet.stake)!;
        expect(done.json().bet).toMatchObject({
          id: bet.id,
          status: bet.part ? 'pending' : 'cashed_out',
          cashedOutAmount: bet.part ?? bet.stake,
          cashedOutValue: formatCents(expected),
          potentialWinnings: formatCents(Math.floor((rest * bet.taken + 50) / 100)),
        });
      }
    }
    // Each ledger row's Spanish text is the contracts' wording of its code and values.
    const credits = (await readLedger(db(), player.id)).filter((row) => row.type === 'cash_out');
    expect(credits.length).toBeGreaterThan(15);
    for (const row of credits) {
      const text = { code: row.descriptionCode, params: row.descriptionParams } as TLedgerText;
      expect(row.description).toBe(ledgerTextEs(text));
    }
    expect(credits.map((row) => row.descriptionCode)).toContain('sport_cash_out');
    expect(credits.some((row) => row.description?.includes('Empate'))).toBe(true);
    expect(await findLedgerViolations(db(), [player.id])).toEqual([]);
  });

  it('asks the database once for a cash out: one call that prices it and writes credit, ledger, bet and notification', async () => {
    await setMargin('5');
    const player = await createUser(app, { balance: 50 });
    const card = await createRace(db(), { runners: 2 });
    const { race, entries } = card;
    const [first, second] = [await winBet(player, card), await winBet(player, card)];
    // Warm: the settings are read once, then kept for a few seconds.
    expect((await injectAs(player, 'POST', `/api/bets/${first}/cash-out`, { value: '9.50' })).statusCode).toBe(200);
    const before = app.database.stats.queries;
    const done = await injectAs(player, 'POST', `/api/bets/${second}/cash-out`, { value: '9.50' });
    expect(done.statusCode).toBe(200);
    expect(app.database.stats.queries - before).toBe(1);
    expect(done.json()).toMatchObject({
      value: '9.50',
      amount: '10.00',
      balance: '49.00',
      bet: {
        id: second,
        status: 'cashed_out',
        raceId: race.id,
        race: { id: race.id, name: race.name, status: 'scheduled' },
        raceEntry: { id: entries[0]!.id, race: { name: race.name }, finishPosition: null },
      },
    });
    expect((await injectAs(player, 'GET', '/api/user')).json()).toMatchObject({ balance: '49.00' });
    const bell = (await injectAs(player, 'GET', '/api/notifications')).json();
    expect(bell.items.filter((item: { kind: string }) => item.kind === 'cash_out')).toHaveLength(2);
  });

  it('tells the owner their balance and the bell’s line once it has paid, the line only if they show cash outs', async () => {
    await setMargin('5');
    const player = await createUser(app, { balance: 50 });
    const card = await createRace(db(), { runners: 2 });
    const heard: LiveEvent[] = [];
    const unsubscribe = app.bus.subscribe((event: LiveEvent) => {
      if ('userId' in event && event.userId === player.id) heard.push(event);
    });
    const cashOutNewBet = async () => {
      const betId = await winBet(player, card);
      heard.length = 0;
      const done = await injectAs(player, 'POST', `/api/bets/${betId}/cash-out`, { value: '9.50' });
      expect(done.statusCode).toBe(200);
      return betId;
    };
    try {
      const shown = await cashOutNewBet();
      await expect.poll(() => heard.map((event) => event.type)).toEqual(['balance_update', 'notification']);
      expect(heard).toEqual([
        expect.objectContaining({ type: 'balance_update', balance: '49.50' }),
        expect.objectContaining({
          type: 'notification',
          notification: expect.objectContaining({
            kind: 'cash_out',
            data: { betId: shown, amount: '9.50' },
            readAt: null,
          }),
        }),
      ]);
      const hide = await app.inject({
        method: 'PATCH',
        url: '/api/user/settings',
        headers: { cookie: player.cookie },
        payload: { notificationKinds: { cash_out: false } },
      });
      expect(hide.statusCode).toBe(200);
      await cashOutNewBet();
      await expect.poll(() => heard.map((event) => event.type)).toEqual(['balance_update']);
      // A refused cash out tells nobody anything.
      heard.length = 0;
      expect((await injectAs(player, 'POST', `/api/bets/${shown}/cash-out`, { value: '9.50' })).statusCode).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('goes with the other cash outs of its race in one statement, each judged alone: twenty of one bet pay once', async () => {
    await setMargin('5');
    const card = await createRace(db(), { runners: 2 });
    const players = [await createUser(app, { balance: 50 }), await createUser(app, { balance: 50 })];
    const [mine, theirs] = [await winBet(players[0]!, card), await winBet(players[1]!, card)];
    // Quoted first, as the screens do: the instance knows each bet's race and batches its cash outs.
    for (const [index, betId] of [mine, theirs].entries()) {
      expect((await injectAs(players[index]!, 'GET', `/api/bets/${betId}/cash-out`)).json().value).toBe('9.50');
    }
    const before = app.database.stats.queries;
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        injectAs(players[0]!, 'POST', `/api/bets/${mine}/cash-out`, { value: '9.50' }),
      ),
      injectAs(players[1]!, 'POST', `/api/bets/${theirs}/cash-out`, { value: '9.50' }),
    ]);
    // Two calls in flight per race at most, the rest waiting to go together: far fewer statements than cash outs.
    expect(app.database.stats.queries - before).toBeLessThan(10);
    expect(answers.slice(0, 20).filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.slice(0, 20).filter((answer) => answer.json().code === 'CASH_OUT_NOT_PENDING')).toHaveLength(19);
    expect(answers[20]!.statusCode).toBe(200);
    for (const player of players) {
      expect((await injectAs(player, 'GET', '/api/user')).json().balance).toBe('49.50');
    }
    expect(
      await findLedgerViolations(
        db(),
        players.map((player) => player.id),
      ),
    ).toEqual([]);
  });
});
