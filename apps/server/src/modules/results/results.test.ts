import { priceRaceBet, parseOddsHundredths, formatOddsHundredths, type TResultsResponse } from '@galope/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { createUser, type TestUser } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';

/**
 * A day's results through the API, as a visitor reads them: each finished race's order and what it paid,
 * matching the race's own page; the site's calendar day, not UTC's; the racetrack and kind filters.
 */
let now = new Date('2031-03-01T12:00:00Z');
useTestApp({}, { clock: () => now });

const results = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/results?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TResultsResponse;
};

type RacePage = {
  entries: Array<{
    id: number;
    number: number | null;
    horse: { name: string };
    finishPosition: number | null;
    currentOdds: string | null;
  }>;
};

describe('GET /api/results', () => {
  it("lists a finished race's order, final odds and returns per 1.00 as its own page shows them", async () => {
    // 2031-03-10 at 12:00 in Mexico City (UTC−6, no summer time since 2022).
    const { race } = await createRace(app.database.db, {
      status: 'finished',
      scheduledTime: new Date('2031-03-10T18:00:00Z'),
      runners: 5,
      finishPositions: [3, 1, 2, null, 4],
    });
    const { races } = await results('date=2031-03-10');
    const listed = races.find((item) => item.id === race.id);
    expect(listed).toBeDefined();

    const page = (await app.inject({ method: 'GET', url: `/api/races/${race.id}` })).json() as RacePage;
    const placed = page.entries
      .filter((entry) => entry.finishPosition !== null)
      .sort((a, b) => a.finishPosition! - b.finishPosition!);
    expect(listed!.runners.slice(0, placed.length).map((runner) => [runner.finishPosition, runner.horseName])).toEqual(
      placed.map((entry) => [entry.finishPosition, entry.horse.name]),
    );
    // The runner without a placing comes last.
    expect(listed!.runners.at(-1)!.finishPosition).toBeNull();

    const winner = placed[0]!;
    const odds = parseOddsHundredths(winner.currentOdds!)!;
    expect(listed!.runners[0]).toMatchObject({
      number: winner.number,
      finalOdds: winner.currentOdds,
      pays: {
        win: winner.currentOdds,
        place: formatOddsHundredths(priceRaceBet('place', odds)),
        show: formatOddsHundredths(priceRaceBet('show', odds)),
      },
    });
    // Second is paid place and show, third show only, fourth nothing.
    expect(listed!.runners[1]!.pays.win).toBeNull();
    expect(listed!.runners[1]!.pays.place).toBe(
      formatOddsHundredths(priceRaceBet('place', parseOddsHundredths(placed[1]!.currentOdds!)!)),
    );
    expect(listed!.runners[2]!.pays).toMatchObject({ win: null, place: null });
    expect(listed!.runners[2]!.pays.show).not.toBeNull();
    expect(listed!.runners[3]!.pays).toEqual({ win: null, place: null, show: null });
    expect(listed!.tote).toEqual({ dividends: [], refunds: [] });
  });

  it('pays a dead heat for first as settlement does: half the stake at full odds to win, place in full', async () => {
    const { race } = await createRace(app.database.db, {
      status: 'finished',
      scheduledTime: new Date('2031-03-20T18:00:00Z'),
      runners: 4,
      finishPositions: [1, 1, 3, 4],
    });
    const { races } = await results('date=2031-03-20');
    const [first, second, third] = races.find((item) => item.id === race.id)!.runners;
    // 2.50 and 3.50 to win, tied: 1.25 and 1.75 per 1.00; place at 1.50 and 1.83, show at 1.30 and 1.50.
    expect([first!.finalOdds, first!.pays]).toEqual(['2.50', { win: '1.25', place: '1.50', show: '1.30' }]);
    expect([second!.finalOdds, second!.pays]).toEqual(['3.50', { win: '1.75', place: '1.83', show: '1.50' }]);
    expect(third!.pays).toEqual({ win: null, place: null, show: '1.70' });
  });

  it("keeps to the site's calendar day: 23:30 in Mexico City belongs to that day, not UTC's next", async () => {
    const late = await createRace(app.database.db, {
      status: 'finished',
      scheduledTime: new Date('2031-03-12T05:30:00Z'), // 2031-03-11 23:30 in Mexico City
    });
    const nextDay = await createRace(app.database.db, {
      status: 'finished',
      scheduledTime: new Date('2031-03-12T06:10:00Z'), // 2031-03-12 00:10
    });
    const unfinished = await createRace(app.database.db, {
      status: 'scheduled',
      scheduledTime: new Date('2031-03-11T20:00:00Z'),
    });
    const day = await results('date=2031-03-11');
    expect(day.races.map((race) => race.id)).toEqual([late.race.id]);
    expect(day.races[0]!.racetrack.name).toBe(late.track.name);
    expect(day.races.map((race) => race.id)).not.toContain(unfinished.race.id);
    const following = await results('date=2031-03-12');
    expect(following.races.map((race) => race.id)).toEqual([nextDay.race.id]);
  });

  it('filters by racetrack and still offers every racetrack of the day', async () => {
    const first = await createRace(app.database.db, {
      status: 'finished',
      scheduledTime: new Date('2031-03-15T17:00:00Z'),
      trackName: 'Hipódromo Alfa',
    });
    const second = await createRace(app.database.db, {
      status: 'finished',
      scheduledTime: new Date('2031-03-15T18:00:00Z'),
      trackName: 'Hipódromo Beta',
    });
    const all = await results('date=2031-03-15');
    expect(all.races.map((race) => race.id)).toEqual([first.race.id, second.race.id]);
    const filtered = await results(`date=2031-03-15&racetrackId=${second.track.id}`);
    expect(filtered.races.map((race) => race.id)).toEqual([second.race.id]);
    expect(filtered.racetracks.map((track) => track.name)).toEqual(['Hipódromo Alfa', 'Hipódromo Beta']);
  });

  it('gives finished sport events with their scores, and only them with kind=sports', async () => {
    const event = await createSportEvent(app.database.db, {
      status: 'finished',
      scheduledTime: new Date('2031-03-16T19:00:00Z'),
    });
    await createSportEvent(app.database.db, { status: 'scheduled', scheduledTime: new Date('2031-03-16T20:00:00Z') });
    await createRace(app.database.db, { status: 'finished', scheduledTime: new Date('2031-03-16T19:00:00Z') });
    const sports = await results('date=2031-03-16&kind=sports');
    expect(sports.races).toEqual([]);
    expect(sports.events).toEqual([
      expect.objectContaining({
        id: event.id,
        homeTeam: event.homeTeam,
        awayTeam: event.awayTeam,
        homeScore: 1,
        awayScore: 0,
      }),
    ]);
    const racesOnly = await results('date=2031-03-16&kind=races');
    expect(racesOnly.events).toEqual([]);
    expect(racesOnly.races).toHaveLength(1);
  });

  it.each([
    ['no date', '', 'Indica el día'],
    ['a date that is not a day', 'date=2031-02-30', 'AAAA-MM-DD'],
    ['a malformed date', 'date=mañana', 'AAAA-MM-DD'],
    ['year 0000', 'date=0000-01-01', 'entre los años'],
    ['an unknown kind', 'date=2031-03-10&kind=horses', 'races'],
    ['a racetrack that is no id', 'date=2031-03-10&racetrackId=-1', 'hipódromo'],
  ])('answers 400 with a clear message to %s', async (_, query, message) => {
    const response = await app.inject({ method: 'GET', url: `/api/results?${query}` });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toContain(message);
  });
});

describe("a race's tote dividends", () => {
  let admin: TestUser;
  let players: TestUser[];
  beforeAll(async () => {
    admin = await createUser(app, { role: 'admin' });
    players = [await createUser(app, { balance: 5000 }), await createUser(app, { balance: 5000 })];
  });

  it('are listed with its result as GET /api/races/{id}/dividends gives them', async () => {
    const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { cookie: user.cookie } });
    const created = await as(admin, 'POST', '/api/admin/races', {
      racetrack: { name: 'Hipódromo de las Américas', country: 'México', city: 'Ciudad de México' },
      name: 'Clásico de resultados',
      scheduledTime: new Date(now.getTime() + 60 * 60_000).toISOString(),
      distance: 1200,
      surface: 'Arena',
      entries: Array.from({ length: 4 }, (_, index) => ({
        number: index + 1,
        horseName: `Resultado ${index + 1}`,
        jockeyName: `Jinete ${index + 1}`,
        morningLine: `${index + 2}.00`,
      })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const race = created.json() as { id: number; entries: Array<{ id: number; number: number }> };
    const entry = (number: number) => race.entries.find((runner) => runner.number === number)!.id;
    for (const [index, [pool, runner]] of (
      [
        ['win', 1],
        ['win', 2],
        ['place', 1],
        ['place', 3],
      ] as const
    ).entries()) {
      const placed = await as(players[index % 2]!, 'POST', '/api/tote/tickets', {
        raceId: race.id,
        pool,
        selections: [[entry(runner)]],
        unitStake: '10.00',
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    now = new Date(now.getTime() + 2 * 60 * 60_000);
    const result = await as(admin, 'POST', `/api/admin/races/${race.id}/result`, {
      positions: [1, 2, 3, 4].map((number) => ({ entryId: entry(number), position: number })),
    });
    expect(result.statusCode, result.body).toBe(200);

    const dividends = (await app.inject({ method: 'GET', url: `/api/races/${race.id}/dividends` })).json() as {
      dividends: unknown[];
    };
    expect(dividends.dividends.length).toBeGreaterThan(0);
    // 2031-03-01 13:00 UTC is 07:00 that day in Mexico City.
    const day = await results('date=2031-03-01');
    const listed = day.races.find((item) => item.id === race.id);
    expect(listed?.tote).toEqual(dividends);
    expect(listed?.runners[0]).toMatchObject({ number: 1, horseName: 'Resultado 1', finishPosition: 1 });
  });
});
