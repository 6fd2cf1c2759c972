import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { raceEntries, races } from '../../db/schema';
import { createRace } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, itOnTwoInstances, useTestApp } from '../../test/use-test-app';
import { createInProcessBus } from '../live';
import { settleRace } from '../settlement';
import { createBetHistoryCache } from './bet-history-cache';

useTestApp();

const historyOf = async (target: FastifyInstance, player: TestUser) =>
  (await target.inject({ url: '/api/user/bets', headers: { cookie: player.cookie } })).json() as Array<{
    id: string;
    status: string;
  }>;

async function betOn(
  target: FastifyInstance,
  player: TestUser,
  race: { id: number },
  entry: { id: number; currentOdds: string | null },
) {
  const response = await target.inject({
    method: 'POST',
    url: '/api/bets',
    headers: { cookie: player.cookie },
    payload: { raceId: race.id, raceEntryId: entry.id, betType: 'win', amount: '1.00', odds: entry.currentOdds },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

describe('the bet history kept for a few seconds', () => {
  it('reads the database once while nothing changes, and shows a new bet and its settlement at once', async () => {
    const player = await createUser(app, { balance: 20 });
    const { race, entries } = await createRace(app.database.db, { runners: 3 });
    expect(await historyOf(app, player)).toEqual([]);
    const before = app.database.stats.queries;
    await historyOf(app, player);
    await historyOf(app, player);
    expect(app.database.stats.queries - before).toBe(0);

    const placed = await betOn(app, player, race, entries[0]!);
    expect((await historyOf(app, player)).map((bet) => bet.id)).toEqual([placed.id]);

    await app.database.db.update(raceEntries).set({ finishPosition: 1 }).where(eq(raceEntries.id, entries[0]!.id));
    await app.database.db.update(races).set({ status: 'finished' }).where(eq(races.id, race.id));
    await settleRace(app.database.db, app.bus, race.id);
    expect(await historyOf(app, player)).toMatchObject([{ id: placed.id, status: 'won' }]);
  });

  it('never keeps a read that began before a change to that player', async () => {
    const bus = createInProcessBus();
    const cache = createBetHistoryCache({ bus, ttlMs: 60_000 });
    let release!: () => void;
    const slow = cache.json(7, () => new Promise((resolve) => (release = () => resolve(['old']))));
    await bus.publish({ type: 'balance_update', balance: '1.00', userId: 7 });
    release();
    expect((await slow).toString()).toBe('["old"]');
    expect((await cache.json(7, async () => ['new'])).toString()).toBe('["new"]');
    // Another player's change forgets nothing of this one.
    await bus.publish({ type: 'balance_update', balance: '1.00', userId: 8 });
    expect((await cache.json(7, async () => ['newer'])).toString()).toBe('["new"]');
    cache.close();
  });

  itOnTwoInstances('shows a bet placed on another instance within a second', async (second) => {
    const player = await createUser(app, { balance: 20 });
    const { race, entries } = await createRace(app.database.db, { runners: 3 });
    expect(await historyOf(second, player)).toEqual([]);
    const placed = await betOn(app, player, race, entries[1]!);
    await expect
      .poll(async () => (await historyOf(second, player)).map((bet) => bet.id), { timeout: 1000 })
      .toEqual([placed.id]);
  });
});
