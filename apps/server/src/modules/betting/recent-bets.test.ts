import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { raceEntries, races, users } from '../../db/schema';
import { createRace } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';
import { settleRace } from '../settlement';

useTestApp();

const bet = (player: TestUser, payload: object, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bets',
    headers: { cookie: player.cookie, 'idempotency-key': key },
    payload,
  });

const balanceOf = async (userId: number) =>
  (await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;

describe('a retry of a bet this instance just placed', () => {
  it('answers the first bet again without asking the database, and debits once', async () => {
    const player = await createUser(app, { balance: 20 });
    const { race, entries } = await createRace(app.database.db);
    const payload = { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '2.00', odds: '2.50' };
    const first = await bet(player, payload, 'retry-1');
    expect(first.statusCode).toBe(201);

    const queriesBefore = app.database.stats.queries;
    const retry = await bet(player, payload, 'retry-1');
    expect(app.database.stats.queries - queriesBefore).toBe(0);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(player.id)).toBe('18.00');
  });

  it('once anything of the player changed, is answered by the database with the bet as it is now', async () => {
    const player = await createUser(app, { balance: 20 });
    const { race, entries } = await createRace(app.database.db);
    const payload = { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '2.00', odds: '2.50' };
    const first = await bet(player, payload, 'retry-2');
    expect(first.json()).toMatchObject({ status: 'pending' });

    // The race is run and the bet settled (a winner: the balance moves and is announced).
    await app.database.db.update(races).set({ status: 'finished' }).where(eq(races.id, race.id));
    await app.database.db.update(raceEntries).set({ finishPosition: 1 }).where(eq(raceEntries.id, entries[0]!.id));
    await settleRace(app.database.db, app.bus, race.id);

    const queriesBefore = app.database.stats.queries;
    const retry = await bet(player, payload, 'retry-2');
    expect(app.database.stats.queries - queriesBefore).toBeGreaterThan(0);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: first.json().id, status: 'won' });
    expect(await balanceOf(player.id)).toBe('23.00');
  });

  it('is the player’s own: another player sending the same key places a bet of their own', async () => {
    const [one, other] = [await createUser(app, { balance: 10 }), await createUser(app, { balance: 10 })];
    const { race, entries } = await createRace(app.database.db);
    const payload = { raceId: race.id, raceEntryId: entries[0]!.id, betType: 'win', amount: '1.00', odds: '2.50' };
    const mine = await bet(one, payload, 'shared-key');
    const theirs = await bet(other, payload, 'shared-key');
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await balanceOf(other.id)).toBe('9.00');
  });
});
