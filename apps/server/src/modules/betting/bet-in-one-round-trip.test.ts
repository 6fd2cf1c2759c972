import { BET_MESSAGES, formatOddsHundredths, priceRaceBet, type TRaceBetType } from '@galope/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { raceEntries, races, users } from '../../db/schema';
import { bets } from './schema';
import { createRace } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';

useTestApp();

const bet = (user: TestUser, payload: object) =>
  app.inject({ method: 'POST', url: '/api/bets', headers: { cookie: user.cookie }, payload });

async function balanceOf(userId: number) {
  const [row] = await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

describe('one round trip per bet', () => {
  it('prices place and show in the database exactly as priceRaceBet does, for every win price from 1.01 to 1000.00', async () => {
    const rows = await queryRows<{ win: number; place: number; show: number }>(
      app.database.db,
      sql`
        select w as win, race_bet_price('place', w) as place, race_bet_price('show', w) as show
        from generate_series(101, 100000) as w`,
    );
    expect(rows).toHaveLength(99_900);
    const wrong = rows.filter(
      (row) => row.place !== priceRaceBet('place', row.win) || row.show !== priceRaceBet('show', row.win),
    );
    expect(wrong).toEqual([]);
    expect(rows.every((row) => priceRaceBet('win' as TRaceBetType, row.win) === row.win)).toBe(true);
  });

  it('asks the database once for a bet: one call that prices it, checks the race and writes bet, debit and ledger', async () => {
    const player = await createUser(app, { balance: 50 });
    const { race, entries } = await createRace(app.database.db, { runners: 4 });
    const entry = entries[1]!;
    // Warm: the bet limits are read once, then kept for a few seconds.
    await bet(player, {
      raceId: race.id,
      raceEntryId: entry.id,
      betType: 'win',
      amount: '1.00',
      odds: entry.currentOdds,
    });
    const before = app.database.stats.queries;
    const response = await bet(player, {
      raceId: race.id,
      raceEntryId: entry.id,
      betType: 'show',
      amount: '2.00',
      odds: formatOddsHundredths(priceRaceBet('show', Number(entry.currentOdds) * 100)),
    });
    expect(response.statusCode).toBe(201);
    // The session stays cached through the first bet's balance_update: the one call is all.
    expect(app.database.stats.queries - before).toBe(1);
    expect(response.json()).toMatchObject({
      status: 'pending',
      betType: 'show',
      amount: '2.00',
      raceId: race.id,
      raceEntryId: entry.id,
      race: { id: race.id, name: race.name, status: 'scheduled' },
      raceEntry: { id: entry.id, race: { name: race.name }, finishPosition: null },
    });
    expect(await balanceOf(player.id)).toBe('47.00');
    const shown = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: player.cookie } });
    expect(shown.json()).toMatchObject({ balance: '47.00' });
  });

  it('answers a player whose odds-change policy takes a better price with the better price', async () => {
    const player = await createUser(app, { balance: 10 });
    const { race, entries } = await createRace(app.database.db, { runners: 3 });
    const entry = entries[0]!;
    /** A 1.00 win bet on the first runner, accepting `odds`. */
    const winBetAt = (odds: string) =>
      bet(player, { raceId: race.id, raceEntryId: entry.id, betType: 'win', amount: '1.00', odds });
    await app.inject({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie: player.cookie },
      payload: { oddsChangePolicy: 'higher' },
    });
    await app.database.db.update(raceEntries).set({ currentOdds: '9.00' }).where(eq(raceEntries.id, entry.id));
    const better = await winBetAt('4.00');
    expect(better.statusCode).toBe(201);
    expect(better.json()).toMatchObject({ odds: '9.00', potentialWinnings: '9.00' });
    await app.database.db.update(raceEntries).set({ currentOdds: '3.00' }).where(eq(raceEntries.id, entry.id));
    const worse = await winBetAt('9.00');
    expect(worse.statusCode).toBe(409);
    expect(worse.json()).toEqual({ code: 'PRICE_CHANGED', message: BET_MESSAGES.priceChanged, odds: '3.00' });
    expect(await balanceOf(player.id)).toBe('9.00');
  });

  it('keeps the embedded database one session: a query waits for the open transaction, errors keep their code', async () => {
    const { db } = app.database;
    const player = await createUser(app, { balance: 5 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.update(users).set({ balance: '7.00' }).where(eq(users.id, player.id));
      await held;
      throw new Error('changed my mind');
    });
    // Asked while the transaction is open: never sees its uncommitted 7.00, nor what it rolled back.
    const read = db.select({ balance: users.balance }).from(users).where(eq(users.id, player.id));
    setTimeout(release, 50);
    await expect(transaction).rejects.toThrow('changed my mind');
    expect((await read)[0]!.balance).toBe('5.00');

    // Twenty writes at once, one of them breaking a unique index: the other nineteen land.
    const [taken] = await db.select({ username: users.username }).from(users).where(eq(users.id, player.id));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        db.insert(users).values({
          username: index === 7 ? taken!.username : `grouped${Date.now()}${index}`,
          email: `grouped${Date.now()}${index}@example.com`,
          password: 'x',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(19);
    const failure = results[7] as PromiseRejectedResult;
    expect(JSON.stringify(failure.reason.cause ?? failure.reason)).toContain('23505');
  });
});

/**
 * The off, a scratch and a price move against a bet in flight, on PostgreSQL where they really run at
 * once: a second connection holds the change open while the bet waits for it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a bet in flight against the off, a scratch and a price move', () => {
  /**
   * Holds `change` open on a second connection, then starts the bet, checks it is still waiting a
   * moment later, runs `meanwhile`, commits the change and returns the bet's answer.
   */
  async function betWhileHeld(
    player: TestUser,
    payload: object,
    change: { sql: string; params: unknown[] },
    meanwhile: () => Promise<void> = async () => {},
  ) {
    const client = await app.database.pool!.connect();
    try {
      await client.query('begin');
      await client.query(change.sql, change.params);
      let answered = false;
      const response = bet(player, payload).then((result) => {
        answered = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      await meanwhile();
      await client.query('commit');
      return await response;
    } finally {
      client.release();
    }
  }

  it('refuses a bet that waited behind the off, and debits nothing', async () => {
    const player = await createUser(app, { balance: 10 });
    const { race, entries } = await createRace(app.database.db, { runners: 3 });
    const payload = {
      raceId: race.id,
      raceEntryId: entries[0]!.id,
      betType: 'win',
      amount: '1.00',
      odds: entries[0]!.currentOdds,
    };
    const response = await betWhileHeld(player, payload, {
      sql: `update races set status = 'live' where id = $1`,
      params: [race.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BET_MESSAGES.raceClosed);
    expect(await balanceOf(player.id)).toBe('10.00');
    expect(await app.database.db.select().from(bets).where(eq(bets.raceId, race.id))).toEqual([]);
  });

  it('refuses a bet that waited behind its runner being scratched', async () => {
    const player = await createUser(app, { balance: 10 });
    const { race, entries } = await createRace(app.database.db, { runners: 3 });
    const entry = entries[2]!;
    const payload = {
      raceId: race.id,
      raceEntryId: entry.id,
      betType: 'place',
      amount: '1.00',
      odds: formatOddsHundredths(priceRaceBet('place', Number(entry.currentOdds) * 100)),
    };
    const response = await betWhileHeld(player, payload, {
      sql: `update race_entries set scratched = true where id = $1`,
      params: [entry.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BET_MESSAGES.scratched);
    expect(await balanceOf(player.id)).toBe('10.00');
  });

  it('reads the price inside the transaction that takes the bet: a move while it waited is PRICE_CHANGED', async () => {
    const player = await createUser(app, { balance: 10 });
    const { race, entries } = await createRace(app.database.db, { runners: 3 });
    const entry = entries[1]!;
    const payload = { raceId: race.id, raceEntryId: entry.id, betType: 'win', amount: '1.00', odds: entry.currentOdds };
    // The barrier the off takes, held while the price moves and commits: the bet is already on its way.
    const response = await betWhileHeld(
      player,
      payload,
      { sql: 'select pg_advisory_xact_lock(7310020, $1)', params: [race.id] },
      async () => {
        await app.database.db.update(raceEntries).set({ currentOdds: '42.00' }).where(eq(raceEntries.id, entry.id));
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PRICE_CHANGED', odds: '42.00' });
    expect(await balanceOf(player.id)).toBe('10.00');
    const [after] = await app.database.db.select({ status: races.status }).from(races).where(eq(races.id, race.id));
    expect(after!.status).toBe('scheduled');
  });
});
