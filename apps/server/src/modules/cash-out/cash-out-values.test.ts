import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { raceEntries, races, sportEvents } from '../../db/schema';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, injectAs, useTestApp } from '../../test/use-test-app';

useTestApp();

const db = () => app.database.db;
const values = (user: TestUser | undefined) => injectAs(user, 'GET', '/api/user/cash-out-values');

async function raceBet(user: TestUser, raceId: number, entryId: number, betType: string, odds: string) {
  const placed = await injectAs(user, 'POST', '/api/bets', {
    raceId,
    raceEntryId: entryId,
    betType,
    amount: '10.00',
    odds,
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().id as string;
}

describe("the player's cash-out values at once", () => {
  it('lists each pending bet of the owner with the value its own quote gives, or why it has none, in one query', async () => {
    const jugador = await createUser(app, { balance: 200 });
    const otro = await createUser(app, { balance: 200 });
    const open = await createRace(db(), { runners: 3 });
    const closing = await createRace(db(), { runners: 3 });
    const event = await createSportEvent(db());
    const win = await raceBet(jugador, open.race.id, open.entries[0]!.id, 'win', '2.50');
    const place = await raceBet(jugador, open.race.id, open.entries[0]!.id, 'place', '1.50');
    const off = await raceBet(jugador, closing.race.id, closing.entries[1]!.id, 'win', '3.50');
    const sport = (
      await injectAs(jugador, 'POST', '/api/sports/bets', {
        sportEventId: event.id,
        sportBetType: 'draw',
        amount: '5.00',
        odds: '3.20',
      })
    ).json().id as string;
    const closed = await raceBet(jugador, open.race.id, open.entries[1]!.id, 'win', '3.50');
    expect((await injectAs(jugador, 'POST', `/api/bets/${closed}/cash-out`, { value: '9.50' })).statusCode).toBe(200);
    const theirs = await raceBet(otro, open.race.id, open.entries[0]!.id, 'win', '2.50');

    // The odds move, one race goes off, the event loses its draw price.
    await db().update(raceEntries).set({ currentOdds: '3.00' }).where(eq(raceEntries.id, open.entries[0]!.id));
    await db().update(races).set({ status: 'live' }).where(eq(races.id, closing.race.id));
    await db()
      .update(sportEvents)
      .set({ odds: { home: '1.90', away: '4.10' } })
      .where(eq(sportEvents.id, event.id));

    await values(jugador); // warm: the settings are read once, then kept for a few seconds
    const before = app.database.stats.queries;
    const answer = await values(jugador);
    expect(app.database.stats.queries - before).toBe(1);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().values as Array<{
      betId: string;
      value: string | null;
      odds: string | null;
      reason?: string;
    }>;
    expect(listed.map((row) => row.betId).sort()).toEqual([win, place, off, sport].sort());
    expect(listed.find((row) => row.betId === win)).toEqual({ betId: win, value: '7.91', odds: '3.00' });
    expect(listed.find((row) => row.betId === off)).toEqual({
      betId: off,
      value: null,
      odds: null,
      reason: 'CASH_OUT_CLOSED',
    });
    expect(listed.find((row) => row.betId === sport)?.reason).toBe('CASH_OUT_NO_ODDS');
    // Each is what the single GET answers: its value and odds, or its 409 code.
    for (const row of listed) {
      const single = await injectAs(jugador, 'GET', `/api/bets/${row.betId}/cash-out`);
      if (row.value === null) expect(single.json()).toMatchObject({ code: row.reason });
      else expect(single.json()).toEqual({ value: row.value, odds: row.odds });
    }
    // The other player sees only their own bet; without a session, nobody's.
    expect((await values(otro)).json()).toEqual({ values: [{ betId: theirs, value: '7.91', odds: '3.00' }] });
    expect((await values(undefined)).statusCode).toBe(401);
  });
});
