import { RESULT_MESSAGES, type TResultsPendingResponse } from '@galope/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceTransactions, races, sportEvents, users } from '../../db/schema';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, injectAs, useTestApp } from '../../test/use-test-app';
import { applyRaceResults } from '../datasources';
import { markResultsPending } from './mark-results-pending';
import { settleRace } from './settle-race';

/**
 * Races and fixtures whose source never sends a result: after the grace they wait for staff, who
 * enter the result (bets settle once) or cancel them (refunds), each in the audit trail.
 */
let admin: TestUser;
let superAdmin: TestUser;
let player: TestUser;
const HOUR = 60 * 60_000;

useTestApp();
beforeAll(async () => {
  admin = await createUser(app, { role: 'admin' });
  superAdmin = await createUser(app, { role: 'super_admin' });
  player = await createUser(app, { balance: 100 });
});

const db = () => app.database.db;
const balanceOf = async (user: TestUser) =>
  (await db().select({ balance: users.balance }).from(users).where(eq(users.id, user.id)))[0]!.balance;
const ledgerOf = (user: TestUser) =>
  db()
    .select()
    .from(balanceTransactions)
    .where(eq(balanceTransactions.userId, user.id))
    .orderBy(asc(balanceTransactions.id));
const betsOf = async (user: TestUser) =>
  (await app.inject({ url: '/api/user/bets', headers: { cookie: user.cookie } })).json() as {
    id: string;
    raceId: number | null;
    sportEventId: number | null;
    status: string;
    actualWinnings: string | null;
  }[];
const auditOf = (action: string, targetId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

/** A race open for betting, bets on it, then its off three and a half hours gone with no result. */
/** A finishing order by runner: `[2, 1]` puts the race's third entry first. */
const placings = (entries: { id: number }[], ...places: [entry: number, position: number][]) =>
  places.map(([entry, position]) => ({ entryId: entries[entry]!.id, position }));

async function overdueRaceWithBets(bettors: { user: TestUser; entry: number; amount: string }[]) {
  const { race, entries } = await createRace(db(), { runners: 5, scheduledTime: new Date(Date.now() + 10 * 60_000) });
  for (const bet of bettors) {
    const response = await injectAs(bet.user, 'POST', '/api/bets', {
      raceId: race.id,
      raceEntryId: entries[bet.entry]!.id,
      betType: 'win',
      amount: bet.amount,
      odds: entries[bet.entry]!.currentOdds,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const { raceIds } = await markResultsPending(db(), app.bus, {
    now: new Date(race.scheduledTime.getTime() + 3.5 * HOUR + 60_000),
    graceHours: 3,
  });
  expect(raceIds).toContain(race.id);
  return { race, entries };
}

describe('the result-pending job', () => {
  it('marks races and fixtures past their expected end by more than the grace, and no others', async () => {
    const now = new Date('2030-06-01T18:00:00Z');
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const overdueRace = (await createRace(db(), { scheduledTime: at(3.6) })).race;
    const liveOverdue = (await createRace(db(), { status: 'live', scheduledTime: at(4) })).race;
    const recentRace = (await createRace(db(), { status: 'live', scheduledTime: at(3.4) })).race;
    const finishedRace = (await createRace(db(), { status: 'finished', scheduledTime: at(10) })).race;
    // Football: kick-off + 2 h + 3 h of grace.
    const overdueMatch = await createSportEvent(db(), { status: 'live', scheduledTime: at(5.1) });
    const recentMatch = await createSportEvent(db(), { status: 'live', scheduledTime: at(4.9) });
    // Tennis is given 4 h before the grace starts.
    const longTennis = await createSportEvent(db(), { sport: 'tennis', draw: false, scheduledTime: at(6.5) });

    const marked = await markResultsPending(db(), app.bus, { now, graceHours: 3 });
    expect(marked.raceIds.sort()).toEqual([overdueRace.id, liveOverdue.id].sort());
    expect(marked.eventIds).toEqual([overdueMatch.id]);

    const status = async (id: number) => (await db().select().from(races).where(eq(races.id, id)))[0]!.status;
    expect(await status(recentRace.id)).toBe('live');
    expect(await status(finishedRace.id)).toBe('finished');
    const eventStatus = async (id: number) =>
      (await db().select().from(sportEvents).where(eq(sportEvents.id, id)))[0]!.status;
    expect(await eventStatus(recentMatch.id)).toBe('live');
    expect(await eventStatus(longTennis.id)).toBe('scheduled');

    // A shorter grace reaches the others; running again changes nothing more.
    expect((await markResultsPending(db(), app.bus, { now, graceHours: 1 })).eventIds.sort()).toEqual(
      [recentMatch.id, longTennis.id].sort(),
    );
    expect(await markResultsPending(db(), app.bus, { now, graceHours: 1 })).toMatchObject({ eventIds: [] });

    // The race page says so, and no bet is taken on it.
    const page = (await app.inject({ url: `/api/races/${overdueRace.id}` })).json();
    expect(page.status).toBe('result_pending');
    const bet = await injectAs(player, 'POST', '/api/bets', {
      raceId: overdueRace.id,
      raceEntryId: page.entries[0].id,
      betType: 'win',
      amount: '1.00',
      odds: page.entries[0].currentOdds,
    });
    expect(bet.statusCode).toBe(400);
  });
});

describe('the back office list', () => {
  it('shows staff each race with its runners and pending bets, each fixture with its last score', async () => {
    const { race, entries } = await overdueRaceWithBets([{ user: player, entry: 0, amount: '1.00' }]);
    const list = await injectAs(admin, 'GET', '/api/admin/results-pending');
    expect(list.statusCode).toBe(200);
    const body: TResultsPendingResponse = list.json();
    const listed = body.races.find((item) => item.id === race.id)!;
    expect(body.graceHours).toBe(3);
    expect(listed).toMatchObject({ name: race.name, pendingBets: 1 });
    expect(listed.entries.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
    expect(body.events.length).toBeGreaterThan(0);
    expect((await injectAs(superAdmin, 'GET', '/api/admin/results-pending')).statusCode).toBe(200);
  });

  it('is refused to a player (403) and to nobody signed in (401)', async () => {
    const refused = await injectAs(player, 'GET', '/api/admin/results-pending');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await app.inject({ url: '/api/admin/results-pending' })).statusCode).toBe(401);
    const { race, entries } = await overdueRaceWithBets([]);
    const settle = await injectAs(player, 'POST', `/api/admin/races/${race.id}/result`, {
      positions: [{ entryId: entries[0]!.id, position: 1 }],
    });
    expect(settle.statusCode).toBe(403);
    expect((await injectAs(player, 'POST', `/api/admin/races/${race.id}/cancel`)).statusCode).toBe(403);
  });
});

describe('staff enter the result of a race', () => {
  it('pays the winner, the losers lose, each ledger row and balance to the cent, in the audit trail', async () => {
    const winner = await createUser(app, { balance: 50 });
    const loser = await createUser(app, { balance: 50 });
    // Entry 2 wins at 4.50; entry 0 was backed to win and comes second.
    const { race, entries } = await overdueRaceWithBets([
      { user: winner, entry: 2, amount: '10.00' },
      { user: loser, entry: 0, amount: '20.00' },
    ]);
    expect([await balanceOf(winner), await balanceOf(loser)]).toEqual(['40.00', '30.00']);
    expect((await betsOf(winner))[0]!.status).toBe('pending');

    const response = await injectAs(admin, 'POST', `/api/admin/races/${race.id}/result`, {
      positions: placings(entries, [2, 1], [0, 2], [4, 3]),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: RESULT_MESSAGES.raceResultEntered, settled: 2 });

    expect(await balanceOf(winner)).toBe('85.00');
    expect(await balanceOf(loser)).toBe('30.00');
    expect((await betsOf(winner))[0]).toMatchObject({ status: 'won', actualWinnings: '45.00' });
    expect((await betsOf(loser))[0]).toMatchObject({ status: 'lost', actualWinnings: '0.00' });
    const winnerLedger = await ledgerOf(winner);
    expect(winnerLedger.at(-1)).toMatchObject({
      type: 'winnings',
      amount: '45.00',
      previousBalance: '40.00',
      newBalance: '85.00',
    });
    expect((await ledgerOf(loser)).map((row) => row.type)).toEqual(['deposit', 'bet']);

    const page = (await app.inject({ url: `/api/races/${race.id}` })).json();
    expect(page.status).toBe('finished');
    expect(page.winnerId).toBe(entries[2]!.horseId);
    expect(page.entries.map((entry: { finishPosition: number | null }) => entry.finishPosition)).toEqual([
      2,
      null,
      1,
      null,
      3,
    ]);

    const [audit] = await auditOf('race.result_entered', race.id);
    expect(audit).toMatchObject({ adminUserId: admin.id, targetType: 'race' });
    expect((audit!.details as { positions: { entryId: number; position: number }[] }).positions).toMatchObject([
      { entryId: entries[2]!.id, position: 1 },
      { entryId: entries[0]!.id, position: 2 },
      { entryId: entries[4]!.id, position: 3 },
    ]);

    // The simulator or a data source reporting late, or the sweep, pays nothing more.
    await settleRace(db(), app.bus, race.id);
    expect(await balanceOf(winner)).toBe('85.00');
    expect(await ledgerOf(winner)).toHaveLength(winnerLedger.length);
    // Nor can it be entered again.
    const again = await injectAs(superAdmin, 'POST', `/api/admin/races/${race.id}/result`, {
      positions: [{ entryId: entries[0]!.id, position: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: RESULT_MESSAGES.raceNotPending });
  });

  it('two staff entering it at once: one 200, one 409, the winner paid once', async () => {
    const bettor = await createUser(app, { balance: 20 });
    const { race, entries } = await overdueRaceWithBets([{ user: bettor, entry: 1, amount: '10.00' }]);
    const submit = (user: TestUser, winner: number) =>
      injectAs(user, 'POST', `/api/admin/races/${race.id}/result`, {
        positions: [{ entryId: entries[winner]!.id, position: 1 }],
      });
    const answers = await Promise.all([submit(admin, 1), submit(superAdmin, 1)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // 10.00 at 3.50.
    expect(await balanceOf(bettor)).toBe('45.00');
    expect((await ledgerOf(bettor)).filter((row) => row.type === 'winnings')).toHaveLength(1);
    expect(await auditOf('race.result_entered', race.id)).toHaveLength(1);
  });

  it('a late result from a data source settles a waiting race once, and staff then get 409', async () => {
    const bettor = await createUser(app, { balance: 20 });
    const { race, entries } = await overdueRaceWithBets([{ user: bettor, entry: 0, amount: '10.00' }]);
    const { finishedRaceIds } = await applyRaceResults(db(), app.bus, {
      results: [
        {
          raceExternalId: race.externalId!,
          courseName: 'unused',
          scheduledTime: race.scheduledTime,
          runners: entries.map((entry, index) => ({
            horseExternalId: `h-unused-${index}`,
            horseName: `Caballo ${race.externalId!.slice(2)}-${index + 1}`,
            position: index + 1,
          })),
        },
      ],
    });
    expect(finishedRaceIds).toEqual([race.id]);
    // 10.00 at 2.50.
    expect(await balanceOf(bettor)).toBe('35.00');
    const late = await injectAs(admin, 'POST', `/api/admin/races/${race.id}/result`, {
      positions: [{ entryId: entries[1]!.id, position: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(await balanceOf(bettor)).toBe('35.00');
  });

  it('refuses positions that are not a finishing order, or runners of another race, with a Spanish 400', async () => {
    const { race, entries } = await overdueRaceWithBets([]);
    const other = await createRace(db());
    const refused = async (positions: { entryId: number; position: number }[], message: string) => {
      const response = await injectAs(admin, 'POST', `/api/admin/races/${race.id}/result`, { positions });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    };
    await refused([], RESULT_MESSAGES.positionsRequired);
    await refused([{ entryId: entries[0]!.id, position: 2 }], RESULT_MESSAGES.positionsGap);
    await refused(placings(entries, [0, 1], [0, 2]), RESULT_MESSAGES.entryRepeated);
    await refused([{ entryId: other.entries[0]!.id, position: 1 }], RESULT_MESSAGES.entryNotInRace);
    // A dead heat for first is a finishing order.
    const deadHeat = await injectAs(admin, 'POST', `/api/admin/races/${race.id}/result`, {
      positions: placings(entries, [0, 1], [1, 1], [2, 3]),
    });
    expect(deadHeat.statusCode, deadHeat.body).toBe(200);
  });

  it('answers 404 for a race that does not exist', async () => {
    const response = await injectAs(admin, 'POST', '/api/admin/races/999999/result', {
      positions: [{ entryId: 1, position: 1 }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: RESULT_MESSAGES.raceNotFound });
  });
});

describe('staff cancel a waiting race or fixture', () => {
  it('refunds every pending bet with a refund row, in the audit trail', async () => {
    const bettor = await createUser(app, { balance: 30 });
    const { race } = await overdueRaceWithBets([
      { user: bettor, entry: 0, amount: '5.00' },
      { user: bettor, entry: 3, amount: '7.50' },
    ]);
    expect(await balanceOf(bettor)).toBe('17.50');
    const response = await injectAs(admin, 'POST', `/api/admin/races/${race.id}/cancel`, {
      reason: 'Sin resultado oficial',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ refunded: 2 });
    expect(await balanceOf(bettor)).toBe('30.00');
    const refunds = (await ledgerOf(bettor)).filter((row) => row.type === 'refund');
    expect(refunds.map((row) => row.amount)).toEqual(['5.00', '7.50']);
    expect((await betsOf(bettor)).map((bet) => bet.status)).toEqual(['cancelled', 'cancelled']);
    const [audit] = await auditOf('race.cancel', race.id);
    expect(audit).toMatchObject({ adminUserId: admin.id, details: { reason: 'Sin resultado oficial' } });
    expect((await injectAs(admin, 'POST', `/api/admin/races/${race.id}/cancel`)).statusCode).toBe(409);
  });

  it('answers 404, not 409, for a race or an event that does not exist', async () => {
    const race = await injectAs(admin, 'POST', '/api/admin/races/999999/cancel');
    expect(race.statusCode).toBe(404);
    expect(race.json()).toEqual({ code: 'NOT_FOUND', message: 'Carrera no encontrada' });
    const event = await injectAs(admin, 'POST', '/api/admin/sports/events/999999/cancel');
    expect(event.statusCode).toBe(404);
    expect(event.json()).toEqual({ code: 'NOT_FOUND', message: 'Evento no encontrado' });
  });
});

describe('staff enter the final score of a fixture', () => {
  it('settles home, draw and away bets on it once, in the audit trail', async () => {
    const home = await createUser(app, { balance: 20 });
    const away = await createUser(app, { balance: 20 });
    const event = await createSportEvent(db(), { scheduledTime: new Date(Date.now() + 60 * 60_000) });
    for (const [user, selection, odds] of [
      [home, 'home', '2.10'],
      [away, 'away', '3.40'],
    ] as const) {
      const placed = await injectAs(user, 'POST', '/api/sports/bets', {
        sportEventId: event.id,
        sportBetType: selection,
        amount: '10.00',
        odds,
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const { eventIds } = await markResultsPending(db(), app.bus, {
      now: new Date(event.scheduledTime.getTime() + 5.5 * HOUR),
      graceHours: 3,
    });
    expect(eventIds).toContain(event.id);

    const [first, second] = await Promise.all([
      injectAs(admin, 'POST', `/api/admin/sports/events/${event.id}/result`, { homeScore: 2, awayScore: 1 }),
      injectAs(superAdmin, 'POST', `/api/admin/sports/events/${event.id}/result`, { homeScore: 0, awayScore: 3 }),
    ]);
    const answers = [first!, second!];
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers[0]!.statusCode === 200 ? home : away;
    const lost = won === home ? away : home;
    expect(await balanceOf(won)).toBe(won === home ? '31.00' : '44.00');
    expect(await balanceOf(lost)).toBe('10.00');
    expect((await betsOf(lost))[0]!.status).toBe('lost');
    expect(await auditOf('sport_event.result_entered', event.id)).toHaveLength(1);

    const invalid = await injectAs(admin, 'POST', `/api/admin/sports/events/${event.id}/result`, {
      homeScore: -1,
      awayScore: 1,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: RESULT_MESSAGES.scoreInvalid });
    const missing = await injectAs(admin, 'POST', '/api/admin/sports/events/999999/result', {
      homeScore: 1,
      awayScore: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});
