import {
  PAYING_PLACES,
  parseCents,
  priceRaceBet,
  parseOddsHundredths,
  type TBetResponse,
  type TRaceCardResponse,
  type TRaceResponse,
} from '@galope/contracts';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceTransactions, users } from '../../db/schema';
import { createUser, type TestUser } from '../../test/test-app';
import { app, itOnTwoInstances, useTestApp } from '../../test/use-test-app';
import { type Simulator, startSimulator } from '../simulator';
import { settleRace } from './settle-race';

/** A simulated race day driven by a hand-held clock, settled by the same hook `npm start` uses. */
let simulator: Simulator;
let clock = Math.floor(Date.now() / 60_000) * 60_000;
let player: TestUser;

useTestApp();
beforeAll(async () => {
  simulator = await startSimulator({
    db: app.database.db,
    bus: app.bus,
    log: pino({ level: 'silent' }),
    seed: 2024,
    speed: 1,
    now: () => clock,
    autoStart: false,
    onRaceFinished: async (raceId) => {
      await settleRace(app.database.db, app.bus, raceId);
    },
  });
  await simulator.tick();
  player = await createUser(app, { balance: 100 });
});
afterAll(async () => {
  await simulator?.stop();
});

const balance = async () => {
  const [row] = await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, player.id));
  return row!.balance;
};
const ledger = () =>
  app.database.db
    .select()
    .from(balanceTransactions)
    .where(eq(balanceTransactions.userId, player.id))
    .orderBy(asc(balanceTransactions.id));

describe('settlement of a simulated race', () => {
  let race: TRaceResponse;
  const placed: TBetResponse[] = [];

  it('accepts win, place and show bets on the next race', async () => {
    // The board lists a race with its card's runners; its page has the whole field.
    const upcoming: TRaceCardResponse[] = (await app.inject({ url: '/api/races/upcoming' })).json();
    for (const card of upcoming) {
      const candidate: TRaceResponse = (await app.inject({ url: `/api/races/${card.id}` })).json();
      if (candidate.entries.filter((entry) => !entry.scratched).length >= 6) {
        race = candidate;
        break;
      }
    }
    expect(race).toBeDefined();
    const runners = race.entries.filter((entry) => !entry.scratched).slice(0, 4);
    for (const entry of runners) {
      for (const betType of ['win', 'place', 'show'] as const) {
        const odds = priceRaceBet(betType, parseOddsHundredths(entry.currentOdds ?? entry.morningLineOdds!)!);
        const response = await app.inject({
          method: 'POST',
          url: '/api/bets',
          headers: { cookie: player.cookie },
          payload: { raceId: race.id, raceEntryId: entry.id, betType, amount: '2.00', odds: (odds / 100).toFixed(2) },
        });
        expect(response.statusCode, response.body).toBe(201);
        placed.push(response.json());
      }
    }
    expect(await balance()).toBe('76.00');
  });

  it('pays each bet by its finishing position once the race is run, and refunds scratched runners', async () => {
    const off = Date.parse(race.scheduledTime);
    while (clock < off + 20 * 60_000) {
      clock += 30_000;
      await simulator.tick();
    }
    const finished: TRaceResponse = (await app.inject({ url: `/api/races/${race.id}` })).json();
    expect(finished.status).toBe('finished');

    const history: TBetResponse[] = (
      await app.inject({ url: '/api/user/bets', headers: { cookie: player.cookie } })
    ).json();
    let expected = 7600;
    let winners = 0;
    let refunds = 0;
    for (const bet of placed) {
      const entry = finished.entries.find((candidate) => candidate.id === bet.raceEntryId)!;
      const settled = history.find((item) => item.id === bet.id)!;
      const stake = parseCents(bet.amount)!;
      if (entry.scratched) {
        expect(settled.status).toBe('cancelled');
        expected += stake;
        refunds += 1;
      } else if (entry.finishPosition !== null && entry.finishPosition <= PAYING_PLACES[bet.betType as 'win']) {
        expect(settled).toMatchObject({ status: 'won', actualWinnings: bet.potentialWinnings });
        expected += parseCents(bet.potentialWinnings)!;
        winners += 1;
      } else {
        expect(settled).toMatchObject({ status: 'lost', actualWinnings: '0.00' });
      }
      expect(settled.settledAt).not.toBeNull();
    }
    expect(await balance()).toBe((expected / 100).toFixed(2));
    const rows = await ledger();
    expect(rows.filter((row) => row.type === 'winnings')).toHaveLength(winners);
    expect(rows.filter((row) => row.type === 'refund')).toHaveLength(refunds);
  });

  it('changes nothing when settlement runs again, twice at once', async () => {
    const before = { balance: await balance(), rows: (await ledger()).length };
    await Promise.all([settleRace(app.database.db, app.bus, race.id), settleRace(app.database.db, app.bus, race.id)]);
    expect({ balance: await balance(), rows: (await ledger()).length }).toEqual(before);
  });

  itOnTwoInstances('changes nothing when two instances settle at once', async (second) => {
    const before = { balance: await balance(), rows: (await ledger()).length };
    await Promise.all([
      settleRace(app.database.db, app.bus, race.id),
      settleRace(second.database.db, second.bus, race.id),
    ]);
    expect({ balance: await balance(), rows: (await ledger()).length }).toEqual(before);
  });
});
