import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@galope/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceTransactions, users } from '../../db/schema';
import { bets } from './schema';
import { findLedgerViolations } from '../../test/ledger-invariants';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';

/** Group commit (decision 025): bets arriving together for one race go in one call, each answered as alone. */
useTestApp();

const bet = (user: TestUser, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bets',
    headers: { cookie: user.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

async function balanceOf(userId: number) {
  const [row] = await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

const betsOf = (userId: number) => app.database.db.select().from(bets).where(eq(bets.userId, userId));

describe('bets arriving together for one race', () => {
  it('go in a few calls, and each player gets the answer a bet alone would get', async () => {
    const { race, entries } = await createRace(app.database.db, { runners: 4 });
    const entry = entries[0]!;
    const win = { raceId: race.id, raceEntryId: entry.id, betType: 'win', amount: '1.00', odds: entry.currentOdds };
    const crowd = await Promise.all(Array.from({ length: 24 }, () => createUser(app, { balance: 10 })));
    const short = await createUser(app, { balance: 0.5 });
    const late = await createUser(app, { balance: 10 });
    const twice = await createUser(app, { balance: 10 });
    const eager = await createUser(app, { balance: 2 });
    const everyone = [...crowd, short, late, twice, eager];
    // Each player signed in and the bet limits read: what follows is the bets' own calls.
    await Promise.all(everyone.map((player) => app.inject({ url: '/api/user', headers: { cookie: player.cookie } })));
    await bet(crowd[0]!, win);

    const key = randomUUID();
    const before = app.database.stats.queries;
    const [crowdAnswers, shortAnswer, lateAnswer, twiceAnswers, eagerAnswers] = await Promise.all([
      Promise.all(crowd.map((player) => bet(player, win))),
      bet(short, win),
      bet(late, { ...win, odds: '99.00' }),
      Promise.all([bet(twice, win, key), bet(twice, win, key)]),
      Promise.all([bet(eager, win), bet(eager, win), bet(eager, win)]),
    ]);
    const calls = app.database.stats.queries - before;

    expect(crowdAnswers.map((answer) => answer.statusCode)).toEqual(crowd.map(() => 201));
    expect(shortAnswer.statusCode).toBe(400);
    expect(shortAnswer.json().message).toBe(MESSAGES.insufficientBalance);
    expect(lateAnswer.statusCode).toBe(409);
    expect(lateAnswer.json()).toMatchObject({ code: 'PRICE_CHANGED', odds: entry.currentOdds });
    // One bet for the key: the other answer is that bet again (the second read it as a replay).
    expect(twiceAnswers.map((answer) => answer.json().id)).toEqual([
      twiceAnswers[0]!.json().id,
      twiceAnswers[0]!.json().id,
    ]);
    expect(eagerAnswers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 400]);

    // 31 bets (and a replay) in far fewer calls than bets.
    expect(calls).toBeLessThan(12);
    expect(await balanceOf(crowd[5]!.id)).toBe('9.00');
    expect(await balanceOf(crowd[0]!.id)).toBe('8.00');
    expect(await balanceOf(short.id)).toBe('0.50');
    expect(await balanceOf(late.id)).toBe('10.00');
    expect(await balanceOf(twice.id)).toBe('9.00');
    expect(await balanceOf(eager.id)).toBe('0.00');
    expect(await betsOf(twice.id)).toHaveLength(1);
    expect(await betsOf(eager.id)).toHaveLength(2);
    expect(await findLedgerViolations(app.database.db, idsOf(everyone))).toEqual([]);
  });
});

const idsOf = (players: TestUser[]) => players.map((player) => player.id);

describe('sport bets arriving together for one event', () => {
  it('go in a few calls, each with its own team, price and debit', async () => {
    const event = await createSportEvent(app.database.db);
    const players = await Promise.all(Array.from({ length: 12 }, () => createUser(app, { balance: 20 })));
    await Promise.all(players.map((player) => app.inject({ url: '/api/user', headers: { cookie: player.cookie } })));
    const selections = ['home', 'draw', 'away'] as const;
    const odds = { home: '2.10', draw: '3.20', away: '3.40' };
    const before = app.database.stats.queries;
    const answers = await Promise.all(
      players.map((player, index) => {
        const selection = selections[index % 3]!;
        return app.inject({
          method: 'POST',
          url: '/api/sports/bets',
          headers: { cookie: player.cookie },
          payload: { sportEventId: event.id, sportBetType: selection, amount: '2.00', odds: odds[selection] },
        });
      }),
    );
    expect(app.database.stats.queries - before).toBeLessThan(8);
    expect(answers.map((answer) => answer.statusCode)).toEqual(players.map(() => 201));
    expect(answers.map((answer) => [answer.json().sportBetType, answer.json().odds])).toEqual(
      players.map((_, index) => [selections[index % 3], odds[selections[index % 3]!]]),
    );
    expect(answers[0]!.json()).toMatchObject({
      selection: event.homeTeam,
      homeTeam: event.homeTeam,
      potentialWinnings: '4.20',
    });
    expect(await balanceOf(players[7]!.id)).toBe('18.00');
    expect(await findLedgerViolations(app.database.db, idsOf(players))).toEqual([]);
  });
});

/**
 * A batch that fails as a whole, on PostgreSQL where a second connection can hold what the batch
 * waits for: the Idempotency-Key of one of its bets is being used by another request at that moment.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a batch that fails as a whole', () => {
  it('places each of its bets again on its own: the other bets once, the key answered with its first bet', async () => {
    const { db, pool } = app.database;
    const { race, entries } = await createRace(db, { runners: 3 });
    const other = await createRace(db, { runners: 3 });
    const win = (raceId: number, entry: { id: number; currentOdds: string | null }) => ({
      raceId,
      raceEntryId: entry.id,
      betType: 'win',
      amount: '1.00',
      odds: entry.currentOdds,
    });
    // Created first, so its bet comes first in the batch (players' id order) and is undone with it.
    const bystander = await createUser(app, { balance: 10 });
    const keyHolder = await createUser(app, { balance: 10 });
    const [first, second] = await Promise.all([createUser(app, { balance: 10 }), createUser(app, { balance: 10 })]);
    const key = randomUUID();
    const rivalBetId = randomUUID();
    for (const player of [bystander, keyHolder, first, second]) {
      await app.inject({ url: '/api/user', headers: { cookie: player.cookie } });
    }

    const barrier = await pool!.connect();
    const rival = await pool!.connect();
    try {
      // The race's lock held: two bets go and wait on it, the next two wait in line behind them.
      await barrier.query('begin');
      await barrier.query('select pg_advisory_xact_lock(7310020, $1)', [race.id]);
      const inFlight = [bet(first, win(race.id, entries[0]!)), bet(second, win(race.id, entries[0]!))];
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = app.database.stats.queries;
      let bystanderAnswered = false;
      const together = [
        bet(bystander, win(race.id, entries[1]!)).then((answer) => {
          bystanderAnswered = true;
          return answer;
        }),
        bet(keyHolder, win(race.id, entries[1]!), key),
      ];
      // Meanwhile another request of the key holder, with the same key, on another race, uncommitted.
      await rival.query('begin');
      await rival.query(
        `select * from place_race_bet($6, $1, $2, $3, 'win', 100, $4, 25000000, $5, 'Apuesta a ganador — ', now())`,
        [
          keyHolder.id,
          other.race.id,
          other.entries[0]!.id,
          Math.round(Number(other.entries[0]!.currentOdds) * 100),
          key,
          rivalBetId,
        ],
      );
      await barrier.query('commit');
      expect((await Promise.all(inFlight)).map((answer) => answer.statusCode)).toEqual([201, 201]);
      // The two waiting went as one call, which now waits for the key holder's row.
      await waitForLockWaiter();
      expect(app.database.stats.queries - before).toBe(1);
      expect(bystanderAnswered).toBe(false);
      await rival.query('commit');

      const [bystanderAnswer, keyAnswer] = await Promise.all(together);
      expect(bystanderAnswer!.statusCode).toBe(201);
      expect(keyAnswer!.statusCode).toBe(200);
      expect(keyAnswer!.json()).toMatchObject({ id: rivalBetId, raceId: other.race.id });
    } finally {
      barrier.release();
      rival.release();
    }
    expect(await balanceOf(bystander.id)).toBe('9.00');
    expect(await betsOf(bystander.id)).toHaveLength(1);
    expect(await balanceOf(keyHolder.id)).toBe('9.00');
    expect(await betsOf(keyHolder.id)).toHaveLength(1);
    const ledger = await db
      .select()
      .from(balanceTransactions)
      .where(inArray(balanceTransactions.userId, [bystander.id, keyHolder.id]));
    expect(ledger.filter((row) => row.type === 'bet')).toHaveLength(2);
    expect(await findLedgerViolations(db, [bystander.id, keyHolder.id])).toEqual([]);
  });
});

async function waitForLockWaiter() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await app.database.pool!.query(
      `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%place_race_bet%'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no bet waits for a lock');
}
