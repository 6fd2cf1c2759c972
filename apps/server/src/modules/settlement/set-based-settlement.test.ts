import {
  formatCents,
  MAX_CENTS,
  PAYING_PLACES,
  parseCents,
  parseOddsHundredths,
  priceRaceBet,
  type TBetResponse,
  type TRaceBetType,
} from '@galope/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceTransactions, bets, raceEntries, races, sportEvents, users } from '../../db/schema';
import { createFundedPlayers, placeRaceBetsInBulk } from '../../test/bet-fixtures';
import { findLedgerViolations } from '../../test/ledger-invariants';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp, withSecondInstance } from '../../test/use-test-app';
import type { LiveEvent } from '../live';
import { applyBalanceChange } from '../wallet';
import { settlePending } from './settle-pending';
import { settleRace } from './settle-race';
import { settleSportEvent } from './settle-sport-event';

/**
 * A race's bets settle as a set — one transaction, a fixed number of statements — and every cent
 * lands where the payout rule says, once, with each owner's ledger chained and one balance message each.
 */
let admin: TestUser;
const events: LiveEvent[] = [];
useTestApp();
beforeAll(async () => {
  app.bus.subscribe((event) => events.push(event));
  admin = await createUser(app, { role: 'admin' });
});

const db = () => app.database.db;
const balanceOf = async (userId: number) =>
  (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const ledgerOf = (userId: number) =>
  db()
    .select()
    .from(balanceTransactions)
    .where(eq(balanceTransactions.userId, userId))
    .orderBy(asc(balanceTransactions.id));
const betRows = (ids: string[]) => db().select().from(bets).where(inArray(bets.id, ids));
const idsOf = (players: { id: number }[]) => players.map((player) => player.id);
const postBet = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/bets', headers: { cookie: user.cookie }, payload });

/** `count` bets written straight to the tables: players and runners in turn, win, place and show by turns. */
const spreadBets = (
  players: { id: number }[],
  { race, entries }: { race: { id: number }; entries: { id: number }[] },
  count: number,
  bet: (index: number) => { stakeCents: number; oddsHundredths: number; raceEntryId?: number; betType?: TRaceBetType },
) =>
  placeRaceBetsInBulk(
    db(),
    Array.from({ length: count }, (_, index) => ({
      userId: players[index % players.length]!.id,
      raceId: race.id,
      raceEntryId: entries[index % entries.length]!.id,
      betType: (['win', 'place', 'show'] as const)[index % 3]!,
      ...bet(index),
    })),
  );
const balanceUpdates = (since: number) =>
  events.slice(since).filter((event) => event.type === 'balance_update') as Extract<
    LiveEvent,
    { type: 'balance_update' }
  >[];

/** Each owner heard exactly once, with the balance they now hold. */
async function expectOneBalanceUpdateEach(since: number, userIds: number[]) {
  // On PostgreSQL the message travels through LISTEN/NOTIFY: wait for it, then a little for any duplicate.
  await vi.waitFor(
    () => {
      const heard = new Set(balanceUpdates(since).map((update) => update.userId));
      expect(userIds.filter((userId) => !heard.has(userId))).toEqual([]);
    },
    { timeout: 5000, interval: 20 },
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const updates = balanceUpdates(since);
  for (const userId of userIds) {
    const mine = updates.filter((update) => update.userId === userId);
    expect(mine, `balance_update for user ${userId}`).toHaveLength(1);
    expect(mine[0]!.balance).toBe(await balanceOf(userId));
  }
}

/** The expected result of a race bet, from its own price and the runner's fate (no dead heats here). */
function expectedOf(
  bet: { betType: string; amount: string; potentialWinnings: string },
  entry: {
    scratched: boolean;
    position: number | null;
  },
) {
  if (entry.scratched) return { status: 'cancelled', actualWinnings: '0.00', credit: parseCents(bet.amount)! };
  if (entry.position !== null && entry.position <= PAYING_PLACES[bet.betType as TRaceBetType])
    return { status: 'won', actualWinnings: bet.potentialWinnings, credit: parseCents(bet.potentialWinnings)! };
  return { status: 'lost', actualWinnings: '0.00', credit: 0 };
}

describe('settling a busy race as a set', () => {
  it('pays many bets from a few players to the cent: win, place and show, a scratched runner refunded, each ledger chained', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => createUser(app, { balance: 500 })));
    const { race, entries } = await createRace(db(), { runners: 8 });
    const placed: (TBetResponse & { userId: number })[] = [];
    for (const [index, player] of players.entries()) {
      for (const entry of entries.slice(0, 5)) {
        for (const betType of ['win', 'place', 'show'] as const) {
          const odds = priceRaceBet(betType, parseOddsHundredths(entry.currentOdds!)!);
          const response = await postBet(player, {
            raceId: race.id,
            raceEntryId: entry.id,
            betType,
            amount: formatCents(100 + index * 37),
            odds: (odds / 100).toFixed(2),
          });
          expect(response.statusCode, response.body).toBe(201);
          placed.push({ ...response.json(), userId: player.id });
        }
      }
    }
    const playerIds = idsOf(players);
    const stakesOf = (userId: number) =>
      placed.filter((bet) => bet.userId === userId).reduce((sum, bet) => sum + parseCents(bet.amount)!, 0);

    // Runner 5 (index 4) is scratched before the off: its bets come back at once, the race still open.
    await db().update(raceEntries).set({ scratched: true }).where(eq(raceEntries.id, entries[4]!.id));
    let since = events.length;
    expect((await settleRace(db(), app.bus, race.id)).settled).toBe(players.length * 3);
    await expectOneBalanceUpdateEach(since, playerIds);
    for (const player of players)
      expect(await balanceOf(player.id)).toBe(
        formatCents(50_000 - stakesOf(player.id) + 3 * (100 + players.indexOf(player) * 37)),
      );

    // No result came: staff enter it (1st, 2nd, 3rd; the fourth runner finishes 4th).
    await db().update(races).set({ status: 'result_pending' }).where(eq(races.id, race.id));
    since = events.length;
    const result = await app.inject({
      method: 'POST',
      url: `/api/admin/races/${race.id}/result`,
      headers: { cookie: admin.cookie },
      payload: { positions: [0, 1, 2, 3].map((index) => ({ entryId: entries[index]!.id, position: index + 1 })) },
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().settled).toBe(players.length * 12);
    await expectOneBalanceUpdateEach(since, playerIds);

    const rows = new Map((await betRows(placed.map((bet) => bet.id))).map((row) => [row.id, row]));
    for (const player of players) {
      const mine = placed.filter((bet) => bet.userId === player.id);
      let expected = 50_000 - stakesOf(player.id);
      const ledger = await ledgerOf(player.id);
      for (const bet of mine) {
        const index = entries.findIndex((entry) => entry.id === bet.raceEntryId);
        const outcome = expectedOf(bet, { scratched: index === 4, position: index < 4 ? index + 1 : null });
        const row = rows.get(bet.id)!;
        expect({ status: row.status, actualWinnings: row.actualWinnings }).toEqual({
          status: outcome.status,
          actualWinnings: outcome.actualWinnings,
        });
        expect(row.settledAt).not.toBeNull();
        const paid = ledger.filter((entry) => entry.relatedBetId === bet.id && entry.type !== 'bet');
        if (outcome.credit === 0) expect(paid).toEqual([]);
        else
          expect(paid.map((entry) => [entry.type, entry.amount])).toEqual([
            [outcome.status === 'cancelled' ? 'refund' : 'winnings', formatCents(outcome.credit)],
          ]);
        expected += outcome.credit;
      }
      // Win on the winner, place on the first two, show on the first three: six winning bets each.
      expect(ledger.filter((entry) => entry.type === 'winnings')).toHaveLength(6);
      expect(await balanceOf(player.id)).toBe(formatCents(expected));
    }
    expect(await findLedgerViolations(db(), playerIds)).toEqual([]);
  });

  it('pays every bet exactly once when the same race is settled several times at once', async () => {
    const players = await createFundedPlayers(db(), { count: 20, balanceCents: 100_000, prefix: `once${Date.now()}` });
    const { race, entries } = await createRace(db(), { runners: 6 });
    const ids = await spreadBets(players, { race, entries }, 300, (index) => ({
      stakeCents: 100 + index,
      oddsHundredths: 250 + index,
    }));
    await finishRace(race.id, entries);
    await Promise.all([
      settleRace(db(), app.bus, race.id),
      settleRace(db(), app.bus, race.id),
      settleRace(db(), app.bus, race.id),
      settlePending(db(), app.bus),
    ]);
    await expectPaidOnce(ids, idsOf(players), 100_000);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'pays every bet exactly once when two instances settle it at once',
    async () => {
      const players = await createFundedPlayers(db(), {
        count: 20,
        balanceCents: 100_000,
        prefix: `twice${Date.now()}`,
      });
      const { race, entries } = await createRace(db(), { runners: 6 });
      const ids = await spreadBets(players, { race, entries }, 300, (index) => ({
        stakeCents: 100 + index,
        oddsHundredths: 250 + index,
      }));
      await finishRace(race.id, entries);
      await withSecondInstance((second) =>
        Promise.all([
          settleRace(db(), app.bus, race.id),
          settleRace(second.database.db, second.bus, race.id),
          settlePending(second.database.db, second.bus),
        ]),
      );
      await expectPaidOnce(ids, idsOf(players), 100_000);
    },
  );

  it('keeps every balance and ledger exact while the same players bet on another race as it settles', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => createUser(app, { balance: 200 })));
    const { race, entries } = await createRace(db(), { runners: 6 });
    const next = await createRace(db(), { runners: 6 });
    const ids = await spreadBets(players, { race, entries }, 400, (index) => ({
      stakeCents: 10 + (index % 7),
      oddsHundredths: 300,
    }));
    await finishRace(race.id, entries);
    const bets = players.flatMap((player) =>
      Array.from({ length: 5 }, () =>
        postBet(player, {
          raceId: next.race.id,
          raceEntryId: next.entries[0]!.id,
          betType: 'win',
          amount: '1.00',
          odds: '2.50',
        }),
      ),
    );
    const [settled, ...answers] = await Promise.all([settleRace(db(), app.bus, race.id), ...bets]);
    expect(settled.settled).toBe(400);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    await expectPaidOnce(ids, idsOf(players), 20_000, 500);
  });

  it('makes the same number of database round trips for 10 bets as for 500', async () => {
    const players = await createFundedPlayers(db(), {
      count: 10,
      balanceCents: 1_000_000,
      prefix: `trips${Date.now()}`,
    });
    const roundTrips = async (count: number) => {
      const { race, entries } = await createRace(db(), { runners: 6 });
      await spreadBets(players, { race, entries }, count, (index) => ({
        // Half the players back the winner, half the last: both paths, paid and lost, each time.
        raceEntryId: entries[index % players.length < 5 ? 0 : 5]!.id,
        stakeCents: 100,
        oddsHundredths: 300,
      }));
      await finishRace(race.id, entries);
      const before = app.database.stats.queries;
      expect((await settleRace(db(), app.bus, race.id)).settled).toBe(count);
      return app.database.stats.queries - before;
    };
    const few = await roundTrips(10);
    const many = await roundTrips(500);
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(12);
  });

  it('refunds every bet when staff cancel a race, each owner hearing their balance once', async () => {
    const players = await createFundedPlayers(db(), { count: 5, balanceCents: 10_000, prefix: `cancel${Date.now()}` });
    const { race, entries } = await createRace(db(), { runners: 4 });
    const ids = await spreadBets(players, { race, entries }, 40, (index) => ({
      betType: 'win',
      stakeCents: 50 + index,
      oddsHundredths: 400,
    }));
    const since = events.length;
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/races/${race.id}/cancel`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Pista inundada' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refunded).toBe(40);
    for (const row of await betRows(ids))
      expect({ status: row.status, actualWinnings: row.actualWinnings }).toEqual({
        status: 'cancelled',
        actualWinnings: '0.00',
      });
    for (const player of players) expect(await balanceOf(player.id)).toBe('100.00');
    await expectOneBalanceUpdateEach(since, idsOf(players));
    expect(await findLedgerViolations(db(), idsOf(players))).toEqual([]);
  });

  it('settles a fixture on its final score, several bets per player', async () => {
    const players = await Promise.all([1, 2, 3].map(() => createUser(app, { balance: 100 })));
    const event = await createSportEvent(db());
    const odds = { home: '2.10', draw: '3.20', away: '3.40' } as const;
    for (const player of players) {
      for (const selection of ['home', 'draw', 'away', 'home'] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/sports/bets',
          headers: { cookie: player.cookie },
          payload: { sportEventId: event.id, sportBetType: selection, amount: '10.00', odds: odds[selection] },
        });
        expect(response.statusCode, response.body).toBe(201);
      }
    }
    await db()
      .update(sportEvents)
      .set({ status: 'finished', homeScore: 2, awayScore: 1 })
      .where(eq(sportEvents.id, event.id));
    const since = events.length;
    expect((await settleSportEvent(db(), app.bus, event.id)).settled).toBe(12);
    // 100 − 40 staked + two home bets at 2.10.
    for (const player of players) {
      expect(await balanceOf(player.id)).toBe('102.00');
      const ledger = await ledgerOf(player.id);
      expect(ledger.filter((row) => row.type === 'winnings').map((row) => row.amount)).toEqual(['21.00', '21.00']);
    }
    await expectOneBalanceUpdateEach(since, idsOf(players));
    expect(await findLedgerViolations(db(), idsOf(players))).toEqual([]);
  });
});

describe('a payout the balance cannot hold', () => {
  it('pays what fits, keeps the rest of the bets owed (pending) and pays them once the balance has room', async () => {
    // The bets are taken while the balance is small (a bet whose payout could pass the maximum is refused
    // at once); a deposit then takes it just under the most a balance holds, so three 10.00 win bets at
    // 2.50 cannot all be paid.
    const rich = await createUser(app, { balance: 40 });
    const other = await createUser(app, { balance: 100 });
    const { race, entries } = await createRace(db(), { runners: 4 });
    const place = async (user: TestUser, index: number) => {
      const response = await postBet(user, {
        raceId: race.id,
        raceEntryId: entries[index]!.id,
        betType: 'win',
        amount: '10.00',
        odds: entries[index]!.currentOdds,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as TBetResponse).id;
    };
    const winners = [await place(rich, 0), await place(rich, 0), await place(rich, 0)];
    const loser = await place(rich, 1);
    const othersWinner = await place(other, 0);
    await db().transaction((tx) =>
      applyBalanceChange(tx, {
        userId: rich.id,
        amountCents: MAX_CENTS - 5000,
        type: 'deposit',
        text: { code: 'deposit', params: {} },
      }),
    );
    expect(await balanceOf(rich.id)).toBe(formatCents(MAX_CENTS - 5000));

    await finishRace(race.id, entries);
    expect((await settleRace(db(), app.bus, race.id)).settled).toBe(4);
    // Two winnings of 25.00 take the balance to the maximum; the third would pass it and waits.
    expect(await balanceOf(rich.id)).toBe(formatCents(MAX_CENTS));
    const after = new Map((await betRows([...winners, loser, othersWinner])).map((row) => [row.id, row.status]));
    expect(winners.map((id) => after.get(id))).toEqual(['won', 'won', 'pending']);
    expect(after.get(loser)).toBe('lost');
    expect(after.get(othersWinner)).toBe('won');
    expect(await balanceOf(other.id)).toBe('115.00');

    // The sweep finds it still owed and still cannot pay it.
    await settlePending(db(), app.bus);
    expect((await betRows([winners[2]!]))[0]!.status).toBe('pending');

    // The player withdraws 100.00; the next sweep pays the last 25.00.
    await db().transaction((tx) =>
      applyBalanceChange(tx, {
        userId: rich.id,
        amountCents: -10_000,
        type: 'withdrawal',
        text: { code: 'withdrawal', params: {} },
      }),
    );
    await settlePending(db(), app.bus);
    expect((await betRows([winners[2]!]))[0]).toMatchObject({ status: 'won', actualWinnings: '25.00' });
    expect(await balanceOf(rich.id)).toBe(formatCents(MAX_CENTS - 10_000 + 2500));
    expect(await findLedgerViolations(db(), [rich.id, other.id])).toEqual([]);
  });
});

/** The race is run: runners finish in card order. */
async function finishRace(raceId: number, entries: { id: number; horseId: number }[]) {
  await db().transaction(async (tx) => {
    for (const [index, entry] of entries.entries())
      await tx
        .update(raceEntries)
        .set({ finishPosition: index + 1 })
        .where(eq(raceEntries.id, entry.id));
    await tx.update(races).set({ status: 'finished', winnerId: entries[0]!.horseId }).where(eq(races.id, raceId));
  });
}

/** Every bet settled, each paid bet with exactly one ledger row for its payout, and the money exact. */
async function expectPaidOnce(ids: string[], userIds: number[], startCents: number, stakedElsewhereCents = 0) {
  const rows = await betRows(ids);
  expect(rows.every((row) => row.status !== 'pending')).toBe(true);
  const payouts = await db().select().from(balanceTransactions).where(inArray(balanceTransactions.relatedBetId, ids));
  for (const row of rows) {
    const paid = payouts.filter((entry) => entry.relatedBetId === row.id && entry.type !== 'bet');
    const credit = row.status === 'won' ? row.actualWinnings! : row.status === 'cancelled' ? row.amount : null;
    expect(paid.map((entry) => entry.amount)).toEqual(credit === null ? [] : [credit]);
  }
  for (const userId of userIds) {
    const mine = rows.filter((row) => row.userId === userId);
    const expected =
      startCents -
      stakedElsewhereCents -
      mine.reduce((sum, row) => sum + parseCents(row.amount)!, 0) +
      mine.reduce((sum, row) => sum + parseCents(row.status === 'won' ? row.actualWinnings! : '0')!, 0);
    expect(await balanceOf(userId)).toBe(formatCents(expected));
  }
  expect(await findLedgerViolations(db(), userIds)).toEqual([]);
}
