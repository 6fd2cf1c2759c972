import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRace } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { createPoolTally } from './pool-tally';
import { readRacePools } from './race-pools';

/**
 * A pool_update reads only the tickets that came in since the last one; what it says must stay what a
 * full read of the pool says, whatever order tickets commit in.
 */
useTestApp();

let player: TestUser;
let other: TestUser;
beforeAll(async () => {
  player = await createUser(app, { balance: 10_000 });
  other = await createUser(app, { balance: 10_000 });
});

async function buy(raceId: number, runners: number[][], unitStake = '1.00', pool = 'win') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tote/tickets',
    headers: { cookie: player.cookie },
    payload: { raceId, pool, selections: runners, unitStake },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The pool as the tally reads it, and as a full read of every ticket does. */
async function bothReads(raceId: number, tally: ReturnType<typeof createPoolTally>, pool: 'win' | 'exacta' = 'win') {
  const now = new Date();
  const [counted, full] = await Promise.all([
    readRacePools(app.database.db, raceId, now, pool, tally),
    readRacePools(app.database.db, raceId, now, pool),
  ]);
  return { counted: counted.pools[0]!, full: full.pools[0]! };
}

describe('a pool’s tally', () => {
  it('says what a full read says after each ticket, read as often as tickets come', async () => {
    const { race, entries } = await createRace(app.database.db, { scheduledTime: new Date(Date.now() + 3600_000) });
    const tally = createPoolTally(app.database.db);
    expect((await bothReads(race.id, tally)).counted.total).toBe('0.00');
    const tickets: Array<[number[][], string]> = [
      [[[entries[0]!.id]], '1.00'],
      [[[entries[1]!.id]], '2.00'],
      [[[entries[0]!.id]], '1.00'],
      [[[entries[2]!.id]], '5.00'],
      [[[entries[0]!.id]], '2.00'],
    ];
    let staked = 0;
    for (const [runners, unit] of tickets) {
      await buy(race.id, runners, unit);
      staked += Number(unit);
      // Read twice: the second counts the first's tickets for good.
      for (let read = 0; read < 2; read++) {
        const { counted, full } = await bothReads(race.id, tally);
        expect(counted).toEqual(full);
        expect(counted.total).toBe(staked.toFixed(2));
      }
    }
    // An exacta's pairs, per combination, as the full read expands them.
    const exacta = createPoolTally(app.database.db);
    for (const pair of [
      [0, 1],
      [1, 0],
      [0, 1],
      [0, 2],
    ]) {
      await buy(
        race.id,
        pair.map((index) => [entries[index]!.id]),
        '1.00',
        'exacta',
      );
      const { counted, full } = await bothReads(race.id, exacta, 'exacta');
      expect(counted).toEqual(full);
    }
    const { counted } = await bothReads(race.id, exacta, 'exacta');
    expect(counted.probables.map((probable) => probable.amount)).toEqual(['2.00', '1.00', '1.00']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'counts a ticket that commits after a later one was read, once',
    async () => {
      const { race, entries } = await createRace(app.database.db, { scheduledTime: new Date(Date.now() + 3600_000) });
      await buy(race.id, [[entries[0]!.id]]);
      const tally = createPoolTally(app.database.db);
      await bothReads(race.id, tally);
      // Another connection debits another player and writes their ticket of 7.00 and holds its transaction open: its id is
      // drawn before the next ticket's, its commit comes after that one is read.
      const held = new pg.Client({ connectionString: app.config.databaseUrl });
      await held.connect();
      try {
        await held.query('begin');
        await held.query(`update users set balance = balance - 7 where id = $1`, [other.id]);
        await held.query(
          `insert into tote_tickets (user_id, pool_id, race_id, pool, selections, combinations, unit_stake, cost)
           select $1, id, race_id, pool, $2::jsonb, 1, 7, 7 from tote_pools where race_id = $3 and pool = 'win'`,
          [other.id, JSON.stringify([[entries[1]!.id]]), race.id],
        );
        await buy(race.id, [[entries[2]!.id]]);
        for (let read = 0; read < 3; read++) {
          const { counted, full } = await bothReads(race.id, tally);
          expect(counted).toEqual(full);
          expect(counted.total).toBe('2.00');
        }
        await held.query('commit');
      } finally {
        await held.end();
      }
      for (let read = 0; read < 3; read++) {
        const { counted, full } = await bothReads(race.id, tally);
        expect(counted).toEqual(full);
        expect(counted.total).toBe('9.00');
      }
    },
  );
});
