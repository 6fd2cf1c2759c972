import {
  DEFAULT_TOTE_SETTINGS,
  OWN_RACE_MESSAGES,
  TOTE_MESSAGES,
  TOTE_MESSAGES_EN,
  TOTE_POOLS,
  type TToteSettingsInput,
} from '@galope/contracts';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceTransactions, toteTickets, users } from '../../db/schema';
import { findLedgerViolations } from '../../test/ledger-invariants';
import { TABCORP_EXERCISE_BETS } from '../../test/tabcorp-dividend-exercise';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';

/**
 * The tote through the API, as staff and players use it: an own race carded by an admin, tickets in
 * its pools, the result entered, dividends read and credited once, the accounting per pool.
 */
let now = new Date('2030-05-01T12:00:00Z');
useTestApp({}, { clock: () => now });

let superAdmin: TestUser;
let admin: TestUser;
let players: TestUser[];
beforeAll(async () => {
  superAdmin = await createUser(app, { role: 'super_admin' });
  admin = await createUser(app, { role: 'admin' });
  players = [];
  for (let index = 0; index < 3; index++) players.push(await createUser(app, { balance: 5000 }));
});

type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
};
const as = (user: TestUser | undefined, { method = 'GET', url, payload, headers = {} }: Call) =>
  app.inject({ method, url, payload, headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });
const balanceOf = async (user: TestUser) =>
  (await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, user.id)))[0]!.balance;

let raceCount = 0;
/** An own race an hour ahead of the test's clock, runners numbered 1…n; answers its id and entry ids by number. */
async function ownRace(runners = 4, minutesAhead = 60) {
  raceCount += 1;
  const response = await as(admin, {
    method: 'POST',
    url: '/api/admin/races',
    payload: {
      racetrack: { name: 'Hipódromo de las Américas', country: 'México', city: 'Ciudad de México' },
      name: `Clásico de prueba ${raceCount}`,
      scheduledTime: new Date(now.getTime() + minutesAhead * 60_000 + raceCount * 1000).toISOString(),
      distance: 1200,
      surface: 'Arena',
      entries: Array.from({ length: runners }, (_, index) => ({
        number: index + 1,
        horseName: `Caballo ${raceCount}-${index + 1}`,
        jockeyName: `Jinete ${index + 1}`,
        morningLine: `${index + 2}.00`,
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const race = response.json() as { id: number; entries: Array<{ id: number; number: number }> };
  const entry = Object.fromEntries(race.entries.map((runner) => [runner.number, runner.id])) as Record<number, number>;
  return { id: race.id, entry };
}

const ticket = (user: TestUser, payload: object, headers: Record<string, string> = {}) =>
  as(user, { method: 'POST', url: '/api/tote/tickets', payload, headers });

async function enterResult(raceId: number, positions: Array<[entryId: number, position: number]>) {
  const response = await as(admin, {
    method: 'POST',
    url: `/api/admin/races/${raceId}/result`,
    payload: { positions: positions.map(([entryId, position]) => ({ entryId, position })) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function putSettings(settings: TToteSettingsInput) {
  const response = await as(superAdmin, { method: 'PUT', url: '/api/admin/tote/settings', payload: settings });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the Tabcorp dividend exercise through the API', () => {
  it('pays Win 2 2.61; Place 2 1.06, 3 1.27, 1 2.13; Exacta 2-3 2.43, to the cent, and credits each winner once', async () => {
    // Commissions win 15 %, place 12 %, exacta 18 %; nearest cent; no minimum; the place pool split in 3.
    await putSettings({
      ...DEFAULT_TOTE_SETTINGS,
      takeout: { ...DEFAULT_TOTE_SETTINGS.takeout, win: '15.00', place: '12.00', exacta: '18.00' },
      breakage: '0.01',
      rounding: 'nearest',
      minimumDividend: '0.00',
      placeMethod: 'pool_split',
      placePlaces: 3,
    });
    const race = await ownRace(4);
    const { entry } = race;
    // The exercise's 36 bets, each a ticket of its own, spread over three players.
    const bets = Object.entries(TABCORP_EXERCISE_BETS).flatMap(([pool, list]) =>
      list.map(([runners, dollars]) => [pool, runners, dollars] as const),
    );
    const ids: number[] = [];
    for (const [index, [pool, runners, dollars]] of bets.entries()) {
      const response = await ticket(players[index % 3]!, {
        raceId: race.id,
        pool,
        selections: runners.map((runner) => [entry[runner]]),
        unitStake: `${dollars}.00`,
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push((response.json() as { id: number }).id);
    }
    const pools = (await as(undefined, { url: `/api/races/${race.id}/pools` })).json() as {
      pools: Array<{ pool: string; total: string; status: string }>;
    };
    expect(Object.fromEntries(pools.pools.map((pool) => [pool.pool, pool.total]))).toMatchObject({
      win: '338.00',
      place: '646.00',
      exacta: '611.00',
    });

    now = new Date(now.getTime() + 2 * 60 * 60_000);
    await enterResult(race.id, [
      [entry[2]!, 1],
      [entry[3]!, 2],
      [entry[1]!, 3],
      [entry[4]!, 4],
    ]);
    const { dividends } = (await as(undefined, { url: `/api/races/${race.id}/dividends` })).json() as {
      dividends: Array<{ pool: string; selection: number[]; dividend: string }>;
    };
    const byNumber = Object.fromEntries(Object.entries(entry).map(([number, id]) => [id, number]));
    expect(
      dividends.map(
        ({ pool, selection, dividend }) => `${pool} ${selection.map((id) => byNumber[id]).join('-')} ${dividend}`,
      ),
    ).toEqual(['win 2 2.61', 'place 2 1.06', 'place 3 1.27', 'place 1 2.13', 'exacta 2-3 2.43']);

    // The exacta's three winners on 2-3 (98, 61, 47) are paid 238.14, 148.23 and 114.21, once each.
    const exactaWinners = await app.database.db
      .select({ id: toteTickets.id, paid: toteTickets.paid, status: toteTickets.status })
      .from(toteTickets)
      .where(and(eq(toteTickets.raceId, race.id), eq(toteTickets.pool, 'exacta'), eq(toteTickets.status, 'won')))
      .orderBy(asc(toteTickets.id));
    expect(exactaWinners.map((row) => row.paid)).toEqual(['238.14', '148.23', '114.21']);
    for (const winner of exactaWinners) {
      const credits = await app.database.db
        .select({ amount: balanceTransactions.amount, code: balanceTransactions.descriptionCode })
        .from(balanceTransactions)
        .where(and(eq(balanceTransactions.relatedToteTicketId, winner.id), eq(balanceTransactions.type, 'winnings')));
      expect(credits).toEqual([{ amount: winner.paid, code: 'tote_winnings' }]);
    }
    // Every ticket is settled and has exactly one debit.
    const settled = await app.database.db
      .select({ id: toteTickets.id })
      .from(toteTickets)
      .where(and(eq(toteTickets.raceId, race.id), isNotNull(toteTickets.settledAt)));
    expect(settled).toHaveLength(36);

    const accounting = (await as(admin, { url: `/api/admin/tote/races/${race.id}` })).json() as {
      pools: Array<Record<string, string>>;
    };
    for (const pool of accounting.pools) {
      const cents = (key: string) => Math.round(Number(pool[key]) * 100);
      expect(cents('total') - cents('refunds'), pool.pool).toBe(
        cents('takeout') + cents('breakage') + cents('paid') - cents('minusPoolCost'),
      );
    }
    expect(accounting.pools.find((pool) => pool.pool === 'win')).toMatchObject({ total: '338.00', takeout: '50.70' });
    await putSettings(DEFAULT_TOTE_SETTINGS);
  });
});

describe('a ticket', () => {
  it('costs its combinations × the unit, debited at once with its ledger row, and a retried key debits once', async () => {
    const race = await ownRace(5);
    const player = players[0]!;
    const before = await balanceOf(player);
    const body = {
      raceId: race.id,
      pool: 'exacta',
      selections: [[race.entry[1], race.entry[2], race.entry[3]]],
      unitStake: '1.00',
      box: true,
    };
    const announced = new Promise<void>((resolve) => {
      const stop = app.bus.subscribe((event) => {
        if (event.type === 'pool_update' && event.raceId === race.id) resolve(stop());
      });
    });
    const first = await ticket(player, body, { 'idempotency-key': 'box-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ combinations: 6, unitStake: '1.00', cost: '6.00', status: 'pending' });
    expect(Number(await balanceOf(player))).toBeCloseTo(Number(before) - 6, 2);
    await announced; // the pool's will-pays are read once, after the first ticket
    const queriesBefore = app.database.stats.queries;
    const again = await ticket(player, body, { 'idempotency-key': 'box-1' });
    expect(again.statusCode).toBe(200);
    // The first ticket's answer again, whole (status included), with the balance it left; from this
    // instance's memory (the session is cached too): no query, no wait behind the race's batches.
    expect(again.json()).toEqual(first.json());
    expect(app.database.stats.queries - queriesBefore).toBe(0);
    expect(Number(await balanceOf(player))).toBeCloseTo(Number(before) - 6, 2);
    const other = await ticket(player, { ...body, unitStake: '2.00' }, { 'idempotency-key': 'box-1' });
    expect(other.statusCode).toBe(422);
    // Another instance, or this one later, has no memory of it: the database answers the same ticket.
    await app.bus.publish({ type: 'balance_update', userId: player.id, balance: await balanceOf(player) });
    const later = await ticket(player, body, { 'idempotency-key': 'box-1' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(first.json());

    const mine = (await as(player, { url: '/api/user/tote-tickets' })).json() as {
      tickets: Array<{ id: number; pool: string; cost: string; selections: Array<Array<{ number: number }>> }>;
    };
    expect(mine.tickets[0]).toMatchObject({ pool: 'exacta', cost: '6.00' });
    expect(mine.tickets[0]!.selections[0]!.map((runner) => runner.number)).toEqual([1, 2, 3]);
  });

  it('names its pool of its race: the database refuses a ticket in one race’s pool that names another race', async () => {
    const race = await ownRace(4);
    const otherRace = await ownRace(4);
    const player = players[2]!;
    const placed = await ticket(player, {
      raceId: race.id,
      pool: 'win',
      selections: [[race.entry[1]]],
      unitStake: '1.00',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [sold] = await app.database.db.select().from(toteTickets).where(eq(toteTickets.id, placed.json().id));
    const copy = { ...sold!, id: undefined, idempotencyKey: null };
    await expect(app.database.db.insert(toteTickets).values({ ...copy, raceId: otherRace.id })).rejects.toMatchObject({
      cause: { code: '23503', constraint: 'tote_tickets_pool_race_fk' },
    });
    // The same row with its own race is taken.
    await app.database.db.insert(toteTickets).values(copy);
  });

  it('refuses what makes no valid ticket with a message in Spanish or English, nothing debited', async () => {
    const race = await ownRace(4);
    const otherRace = await ownRace(4);
    const player = players[1]!;
    const before = await balanceOf(player);
    const { entry } = race;
    const cases: Array<[object, string]> = [
      [{ pool: 'exacta', selections: [[entry[1]], [otherRace.entry[2]]] }, TOTE_MESSAGES.runnerNotInRace],
      [{ pool: 'trifecta', selections: [[entry[1], entry[1]], [entry[2]], [entry[3]]] }, TOTE_MESSAGES.repeatedRunner],
      [{ pool: 'exacta', selections: [[entry[1]], []] }, TOTE_MESSAGES.emptyPosition],
      [{ pool: 'win', selections: [[entry[1]]], unitStake: '0.50' }, `${TOTE_MESSAGES.belowMinimum} US$1.00`],
      [{ pool: 'exacta', selections: [[entry[1]]], box: true }, TOTE_MESSAGES.boxTooSmall],
      [{ pool: 'pick6', selections: [[entry[1]]] }, TOTE_MESSAGES.pool],
      [{ pool: 'daily_double', selections: [[entry[1]], [entry[2]]] }, TOTE_MESSAGES.runnerNotInRace],
      [{ pool: 'exacta', selections: [[entry[1]], [entry[1]]] }, TOTE_MESSAGES.noCombination],
    ];
    for (const [payload, message] of cases) {
      const response = await ticket(player, { raceId: race.id, unitStake: '1.00', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    const english = await ticket(
      player,
      { raceId: race.id, unitStake: '1.00', pool: 'exacta', selections: [[entry[1]], []] },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(TOTE_MESSAGES_EN.emptyPosition);
    expect(await balanceOf(player)).toBe(before);
  });

  it('refuses a scratched runner in either leg, and takes the daily double whose legs are both in', async () => {
    const race = await ownRace(4);
    const next = await ownRace(4);
    const player = players[1]!;
    for (const [id, entry] of [
      [race.id, race.entry[4]],
      [next.id, next.entry[4]],
    ] as const) {
      const scratched = await as(admin, { method: 'POST', url: `/api/admin/races/${id}/entries/${entry}/scratch` });
      expect(scratched.statusCode, scratched.body).toBe(200);
    }
    const before = await balanceOf(player);
    for (const selections of [[[race.entry[4]]], [[race.entry[1]], [next.entry[4]]]]) {
      const pool = selections.length === 1 ? 'win' : 'daily_double';
      const response = await ticket(player, { raceId: race.id, unitStake: '1.00', pool, selections });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(TOTE_MESSAGES.runnerScratched);
    }
    // A runner of the second race named in the first leg is not in the first race, whatever else is right.
    const misplaced = await ticket(player, {
      raceId: race.id,
      unitStake: '1.00',
      pool: 'daily_double',
      selections: [[next.entry[1]], [next.entry[2]]],
    });
    expect(misplaced.json().message).toBe(TOTE_MESSAGES.runnerNotInRace);
    expect(await balanceOf(player)).toBe(before);
    const double = await ticket(player, {
      raceId: race.id,
      unitStake: '1.00',
      pool: 'daily_double',
      selections: [[race.entry[1], race.entry[2]], [next.entry[3]]],
    });
    expect(double.statusCode, double.body).toBe(201);
    expect(double.json().cost).toBe('2.00');
  });

  it('over 10,000 combinations is refused', async () => {
    const response = await ticket(players[1]!, {
      raceId: 1,
      pool: 'superfecta',
      selections: [Array.from({ length: 40 }, (_, index) => index + 1)],
      box: true,
      unitStake: '0.10',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TOTE_MESSAGES.tooManyCombinations);
  });

  it('is refused after the off, and a cancelled race gives every ticket back', async () => {
    const race = await ownRace(4);
    const player = players[2]!;
    const before = await balanceOf(player);
    expect(
      (
        await ticket(player, {
          raceId: race.id,
          pool: 'trifecta',
          selections: [[race.entry[1], race.entry[2], race.entry[3]]],
          box: true,
          unitStake: '0.50',
        })
      ).statusCode,
    ).toBe(201);
    const cancel = await as(admin, { method: 'POST', url: `/api/admin/races/${race.id}/cancel`, payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balanceOf(player)).toBe(before);
    const late = await ticket(player, {
      raceId: race.id,
      pool: 'win',
      selections: [[race.entry[1]]],
      unitStake: '1.00',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(TOTE_MESSAGES.raceClosed);
    const mine = (await as(player, { url: '/api/user/tote-tickets' })).json() as {
      tickets: Array<{ status: string; refunded: string }>;
    };
    expect(mine.tickets[0]).toMatchObject({ status: 'refunded', refunded: '3.00' });
  });
});

describe('the settings', () => {
  it('are the super admin’s: out-of-range values are 400 with the reason, an admin gets 403', async () => {
    expect((await as(admin, { url: '/api/admin/tote/settings' })).statusCode).toBe(403);
    expect((await as(superAdmin, { url: '/api/admin/tote/settings' })).json()).toEqual(DEFAULT_TOTE_SETTINGS);
    const bad: Array<[object, string]> = [
      [{ takeout: { ...DEFAULT_TOTE_SETTINGS.takeout, win: '60.00' } }, TOTE_MESSAGES.takeout],
      [{ breakage: '0.02' }, TOTE_MESSAGES.breakage],
      [{ placePlaces: 4 }, TOTE_MESSAGES.placePlaces],
    ];
    for (const [change, message] of bad) {
      const response = await as(superAdmin, {
        method: 'PUT',
        url: '/api/admin/tote/settings',
        payload: { ...DEFAULT_TOTE_SETTINGS, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('a pool keeps the takeout it opened with', async () => {
    const race = await ownRace(4);
    const player = players[0]!;
    await ticket(player, { raceId: race.id, pool: 'win', selections: [[race.entry[1]]], unitStake: '10.00' });
    await putSettings({ ...DEFAULT_TOTE_SETTINGS, takeout: { ...DEFAULT_TOTE_SETTINGS.takeout, win: '20.00' } });
    const pools = (await as(undefined, { url: `/api/races/${race.id}/pools` })).json() as {
      pools: Array<{ pool: string; takeout: string }>;
    };
    expect(pools.pools.find((pool) => pool.pool === 'win')!.takeout).toBe('15.00');
    expect(pools.pools.find((pool) => pool.pool === 'place')!.takeout).toBe('15.00');
    const fresh = await ownRace(4);
    const freshPools = (await as(undefined, { url: `/api/races/${fresh.id}/pools` })).json() as {
      pools: Array<{ pool: string; takeout: string }>;
    };
    expect(freshPools.pools.find((pool) => pool.pool === 'win')!.takeout).toBe('20.00');
    await putSettings(DEFAULT_TOTE_SETTINGS);
  });

  it('counts alike tickets each in the will-pays', async () => {
    const race = await ownRace(4);
    const { entry } = race;
    const win = { raceId: race.id, pool: 'win', unitStake: '10.00' };
    for (const [player, runner] of [
      [0, 1],
      [1, 1],
      [2, 2],
    ] as const) {
      expect((await ticket(players[player]!, { ...win, selections: [[entry[runner]]] })).statusCode).toBe(201);
    }
    const box = { raceId: race.id, pool: 'exacta', selections: [[entry[1], entry[2]]], box: true, unitStake: '1.00' };
    for (const player of [0, 1]) expect((await ticket(players[player]!, box)).statusCode).toBe(201);

    const { pools } = (await as(undefined, { url: `/api/races/${race.id}/pools` })).json() as {
      pools: Array<{
        pool: string;
        total: string;
        probables: Array<{ selection: number[]; amount: string; probable: string | null }>;
      }>;
    };
    const of = (pool: string) => pools.find((item) => item.pool === pool)!;
    // Win: 30.00 less 15 % = 25.50; #1 holds 20.00 → 1.275, #2 10.00 → 2.55, each broken to the dime.
    expect(of('win').total).toBe('30.00');
    expect(of('win').probables.filter((item) => item.amount !== '0.00')).toEqual([
      { selection: [entry[1]], amount: '20.00', probable: '1.20' },
      { selection: [entry[2]], amount: '10.00', probable: '2.50' },
    ]);
    // Exacta: 4.00 less 19 % = 3.24 over 2.00 on each order → 1.62, broken to 1.60.
    expect(of('exacta').total).toBe('4.00');
    expect(of('exacta').probables).toEqual(
      expect.arrayContaining([
        { selection: [entry[1], entry[2]], amount: '2.00', probable: '1.60' },
        { selection: [entry[2], entry[1]], amount: '2.00', probable: '1.60' },
      ]),
    );
  });
});

describe('a busy race day at one track', () => {
  it('settles tickets in every pool once, the daily double over both races, each pool accounted to the cent', async () => {
    const first = await ownRace(8, 60);
    const second = await ownRace(8, 90);
    const { entry: a } = first;
    const { entry: b } = second;
    const pools = (await as(undefined, { url: `/api/races/${first.id}/pools` })).json() as {
      nextRaceId: number | null;
      pools: Array<{ pool: string }>;
    };
    expect(pools.nextRaceId).toBe(second.id);
    // Every pool there is, in the contracts' order.
    expect(pools.pools.map((pool) => pool.pool)).toEqual([...TOTE_POOLS]);
    // Many tickets at once from three players in every pool: straight, key, wheel and box.
    const bodies: object[] = [];
    for (let round = 0; round < 4; round++) {
      const n = (k: number) => a[((round + k) % 8) + 1]!;
      bodies.push(
        { pool: 'win', selections: [[n(0), n(1)]], unitStake: '2.00' },
        { pool: 'place', selections: [[n(1)]], unitStake: '3.00' },
        { pool: 'show', selections: [[n(2)]], unitStake: '5.00' },
        { pool: 'exacta', selections: [[n(0)], [n(1), n(2), n(3)]], unitStake: '1.00' },
        { pool: 'quinella', selections: [[n(0), n(1), n(2)]], unitStake: '1.00' },
        { pool: 'trifecta', selections: [[n(0), n(1), n(2)]], box: true, unitStake: '0.50' },
        { pool: 'superfecta', selections: [[n(0)], [n(1), n(2)], [n(2), n(3)], [n(3), n(4), n(5)]], unitStake: '0.10' },
        {
          pool: 'daily_double',
          selections: [
            [n(0), n(1)],
            [b[(round % 8) + 1], b[((round + 1) % 8) + 1]],
          ],
          unitStake: '1.00',
        },
      );
    }
    const answers = await Promise.all(
      bodies.map((body, index) => ticket(players[index % 3]!, { raceId: first.id, ...body })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));

    // The first race runs with a dead heat for third; then a second-leg runner is withdrawn (too late
    // for the double: a consolation) and the second race runs.
    now = new Date(now.getTime() + 65 * 60_000);
    await enterResult(first.id, [
      [a[1]!, 1],
      [a[2]!, 2],
      [a[3]!, 3],
      [a[4]!, 3],
      [a[5]!, 5],
    ]);
    const secondOpen = await as(admin, {
      method: 'POST',
      url: `/api/admin/races/${second.id}/entries/${b[2]}/scratch`,
    });
    expect(secondOpen.statusCode, secondOpen.body).toBe(200);
    const doubleBefore = await app.database.db
      .select({ n: count() })
      .from(toteTickets)
      .where(
        and(eq(toteTickets.raceId, first.id), eq(toteTickets.pool, 'daily_double'), eq(toteTickets.status, 'pending')),
      );
    expect(doubleBefore[0]!.n).toBe(4);
    now = new Date(now.getTime() + 30 * 60_000);
    await enterResult(second.id, [
      [b[1]!, 1],
      [b[3]!, 2],
    ]);

    const tickets = await app.database.db
      .select({
        id: toteTickets.id,
        status: toteTickets.status,
        paid: toteTickets.paid,
        refunded: toteTickets.refunded,
      })
      .from(toteTickets)
      .where(eq(toteTickets.raceId, first.id));
    expect(tickets.filter((row) => row.status === 'pending')).toEqual([]);
    const ids = tickets.map((row) => row.id);
    const rows = await app.database.db
      .select({
        ticket: balanceTransactions.relatedToteTicketId,
        type: balanceTransactions.type,
        amount: balanceTransactions.amount,
      })
      .from(balanceTransactions)
      .where(inArray(balanceTransactions.relatedToteTicketId, ids));
    for (const row of tickets) {
      const own = rows.filter((ledger) => ledger.ticket === row.id);
      expect(own.filter((ledger) => ledger.type === 'bet')).toHaveLength(1);
      const credits = own.filter((ledger) => ledger.type !== 'bet');
      const owed = Math.round((Number(row.paid) + Number(row.refunded)) * 100);
      expect(
        credits.map((ledger) => Math.round(Number(ledger.amount) * 100)),
        `ticket ${row.id}`,
      ).toEqual(owed > 0 ? [owed] : []);
    }
    expect(await findLedgerViolations(app.database.db)).toEqual([]);

    const accounting = (await as(admin, { url: `/api/admin/tote/races/${first.id}` })).json() as {
      pools: Array<Record<string, string>>;
    };
    expect(accounting.pools).toHaveLength(8);
    for (const pool of accounting.pools) {
      expect(['final', 'refunded'], pool.pool).toContain(pool.status);
      const cents = (key: string) => Math.round(Number(pool[key]) * 100);
      expect(cents('total') - cents('refunds'), pool.pool).toBe(
        cents('takeout') + cents('breakage') + cents('paid') - cents('minusPoolCost'),
      );
    }
    // The dead heat for third pays two show dividends on the runners sharing it.
    const { dividends } = (await as(undefined, { url: `/api/races/${first.id}/dividends` })).json() as {
      dividends: Array<{ pool: string; selection: number[] }>;
    };
    const shows = dividends.filter((dividend) => dividend.pool === 'show').map((dividend) => dividend.selection[0]);
    expect(shows).toEqual(expect.arrayContaining([a[3], a[4]]));
  });
});

describe('own races', () => {
  it('are staff’s: a player gets 403, and the card refuses a runner number twice', async () => {
    const payload = {
      racetrack: { name: 'Palermo', country: 'Argentina' },
      name: 'Gran Premio',
      scheduledTime: new Date(now.getTime() + 3600_000).toISOString(),
      distance: 2400,
      entries: [
        { number: 1, horseName: 'Uno' },
        { number: 1, horseName: 'Dos' },
      ],
    };
    expect((await as(players[0], { method: 'POST', url: '/api/admin/races', payload })).statusCode).toBe(403);
    const twice = await as(admin, { method: 'POST', url: '/api/admin/races', payload });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(OWN_RACE_MESSAGES.numberRepeated);
    // A moment that is no real instant is refused, never a 500.
    for (const scheduledTime of ['2030-05-01T99:99', '2030-05-01T25:00:00Z', '2030-05-01T10:00:00+99:00']) {
      const entries = [{ number: 1, horseName: 'Uno' }];
      const bad = await as(admin, {
        method: 'POST',
        url: '/api/admin/races',
        payload: { ...payload, entries, scheduledTime },
      });
      expect(bad.statusCode, scheduledTime).toBe(400);
    }
  });

  it('are changed before the off, not after; a race from a source is not staff’s to change', async () => {
    const race = await ownRace(3, 30);
    const renamed = await as(admin, {
      method: 'PATCH',
      url: `/api/admin/races/${race.id}`,
      payload: { name: 'Clásico renombrado' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Clásico renombrado' });
    const listed = (await as(admin, { url: '/api/admin/races' })).json() as { races: Array<{ id: number }> };
    expect(listed.races.map((row) => row.id)).toContain(race.id);
    // Its runners show their program numbers on the race page.
    const page = (await as(undefined, { url: `/api/races/${race.id}` })).json() as {
      entries: Array<{ number: number }>;
    };
    expect(page.entries.map((runner) => runner.number)).toEqual([1, 2, 3]);

    now = new Date(now.getTime() + 31 * 60_000);
    const late = await as(admin, { method: 'PATCH', url: `/api/admin/races/${race.id}`, payload: { name: 'Tarde' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OWN_RACE_MESSAGES.started);
  });
});
