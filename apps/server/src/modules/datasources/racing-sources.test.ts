import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, horses, jockeys, raceEntries, races, racetracks, users } from '../../db/schema';
import { zoneClock } from '../../lib/zone-clock';
import { apiStats } from './schema';
import { createUser } from '../../test/test-app';
import { app, call, fake, injectAs, superAdmin, useFakeSourcesApp } from '../../test/use-test-app';
import {
  rapidApiRace,
  serveRapidApiRaces,
  theRacingApiPage,
  theRacingApiRacecard,
  theRacingApiResult,
} from '../../test/fake-service-answers';
import { selectRaceEntries } from '../racing';
import { countRacingRows } from './store/count-racing-rows';
import { dateInZone } from './adapters/source-values';

const inOneHour = new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
const leicester = theRacingApiRacecard({
  raceId: 'rac_11743160',
  course: 'Leicester',
  courseId: 'crs_780',
  offDt: inOneHour,
  runners: [
    { id: 'hrs_1', name: 'Kingsholm', jockey: 'Oisin Murphy', odds: ['4.5', '5.0', '4.0'] },
    { id: 'hrs_2', name: 'Sea The Moon', jockey: 'Ryan Moore', odds: ['2.5'] },
    { id: 'hrs_3', name: 'Late Show', jockey: 'Tom Marquand', odds: ['9.0'] },
  ],
});

useFakeSourcesApp();

const rowCounts = () => countRacingRows(app.database.db);
/** A zone's wall clock at an instant, as the US and UK sources write it ("2025-10-14 13:05:00"). */
const wallClock = (timeZone: string) => (instant: Date) => zoneClock(timeZone).format(instant);
const inNewYork = wallClock('America/New_York');
const london = wallClock('Europe/London');

describe('TheRacingAPI (horse-racing-api)', () => {
  beforeAll(() => {
    fake.route('tra', '/racecards/standard', (request) => ({
      body: theRacingApiPage(request.query.get('day') === 'today' ? [leicester] : []),
    }));
    fake.route('tra', '/results', { body: { results: [], total: 0, limit: 100, skip: 0 } });
  });

  it('maps racecards onto races, entries, horses and jockeys, calling with HTTP Basic', async () => {
    const response = await call('POST', '/api/admin/sync-horse-racing-api');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, synced: 1, settled: 0, synthetic: false });

    const cards = fake.seen('tra', '/racecards/standard');
    expect(cards.map((request) => request.query.get('day'))).toEqual(['today', 'tomorrow']);
    expect(cards[0]!.headers.authorization).toBe(`Basic ${Buffer.from('tra-user:tra-pass').toString('base64')}`);

    const { db } = app.database;
    const [race] = await db.select().from(races).where(eq(races.externalId, 'tra:rac_11743160'));
    expect(race).toMatchObject({
      name: 'Leicester Handicap',
      status: 'scheduled',
      distanceF: '8.0',
      distance: 1609,
      raceClass: 'Class 6',
      going: 'Good',
      prize: '£3,140',
      fieldSize: 3,
      offTime: '1:44',
    });
    expect(race!.scheduledTime.getTime()).toBe(inOneHour.getTime());
    const [track] = await db.select().from(racetracks).where(eq(racetracks.id, race!.racetrackId));
    expect(track).toMatchObject({ externalId: 'tra:crs_780', name: 'Leicester', country: 'UK' });

    const [kingsholm] = await db.select().from(horses).where(eq(horses.externalId, 'tra:hrs_1'));
    expect(kingsholm).toMatchObject({
      name: 'Kingsholm',
      age: 2,
      sexCode: 'G',
      weight: 133,
      officialRating: 60,
      form: '490',
    });
    const [jockey] = await db.select().from(jockeys).where(eq(jockeys.externalId, 'tra:jky_hrs_1'));
    expect(jockey!.name).toBe('Oisin Murphy');

    const entries = await db.select().from(raceEntries).where(eq(raceEntries.raceId, race!.id));
    const kingsholmEntry = entries.find((entry) => entry.horseId === kingsholm!.id)!;
    // The bookmakers' median: 4.0, 4.5, 5.0 → 4.50.
    expect(kingsholmEntry).toMatchObject({
      currentOdds: '4.50',
      morningLineOdds: '4.50',
      postPosition: 1,
      jockeyId: jockey!.id,
    });

    // The board shows it, and so does the list of races from the sources.
    const fromApi = await call('GET', '/api/races/from-api');
    expect(fromApi.json()).toEqual([
      expect.objectContaining({
        id: race!.id,
        racetrack: expect.objectContaining({ name: 'Leicester' }),
        entries: expect.any(Array),
      }),
    ]);
  });

  it('never duplicates anything on a re-sync', async () => {
    const before = await rowCounts();
    for (let i = 0; i < 2; i++) expect((await call('POST', '/api/admin/sync-horse-racing-api')).statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('settles the bets on a race when the source publishes its result', async () => {
    const player = await createUser(app, { balance: 100 });
    const { db } = app.database;
    const [race] = await db.select().from(races).where(eq(races.externalId, 'tra:rac_11743160'));
    const entries = await selectRaceEntries(db, {
      id: raceEntries.id,
      name: horses.name,
      odds: raceEntries.currentOdds,
    }).where(eq(raceEntries.raceId, race!.id));
    const entry = (name: string) => entries.find((candidate) => candidate.name === name)!;
    const place = (name: string) =>
      injectAs(player, 'POST', '/api/bets', {
        raceId: race!.id,
        raceEntryId: entry(name).id,
        betType: 'win',
        amount: '10.00',
        odds: entry(name).odds,
      });
    expect((await place('Kingsholm')).statusCode).toBe(201);
    expect((await place('Sea The Moon')).statusCode).toBe(201);
    expect((await place('Late Show')).statusCode).toBe(201);

    fake.route('tra', '/results', {
      body: {
        results: [
          theRacingApiResult({
            raceId: 'rac_11743160',
            course: 'Leicester',
            offDt: inOneHour,
            runners: [
              { id: 'hrs_1', name: 'Kingsholm', position: '1' },
              { id: 'hrs_2', name: 'Sea The Moon', position: 'PU' },
            ],
          }),
        ],
        total: 1,
        limit: 100,
        skip: 0,
      },
    });
    const response = await call('POST', '/api/admin/sync-horse-racing-api');
    expect(response.json()).toMatchObject({ success: true, settled: 1 });

    const [finished] = await db.select().from(races).where(eq(races.id, race!.id));
    expect(finished).toMatchObject({ status: 'finished', winnerId: expect.any(Number) });
    const placed = await db
      .select({ status: bets.status, amount: bets.actualWinnings })
      .from(bets)
      .where(eq(bets.userId, player.id));
    // Kingsholm won at 4.50; Sea The Moon pulled up (lost); Late Show did not run (refunded).
    expect(placed.map((bet) => bet.status).sort()).toEqual(['cancelled', 'lost', 'won']);
    const [{ balance }] = (await db.select({ balance: users.balance }).from(users).where(eq(users.id, player.id))) as [
      { balance: string },
    ];
    expect(balance).toBe('125.00'); // 100 − 30 + 45 + 10

    // Results again: nothing is paid twice.
    await call('POST', '/api/admin/sync-horse-racing-api');
    const [{ again }] = (await db.select({ again: users.balance }).from(users).where(eq(users.id, player.id))) as [
      { again: string },
    ];
    expect(again).toBe('125.00');
  });
});

describe('the complete racing sync and the secondary UK feed (RapidAPI)', () => {
  const newmarketTime = new Date(Math.ceil((Date.now() + 3 * 60 * 60_000) / 60_000) * 60_000);

  it('merges a race both services describe by the priority rule, and reports the totals', async () => {
    // The same Leicester race (same course, same off) and a Newmarket race only RapidAPI has.
    const twin = rapidApiRace({
      id: '189583',
      course: 'Leicester',
      localDate: london(inOneHour),
      horses: [
        { id: '901', name: 'Kingsholm (IRE)', jockey: 'Oisin Murphy', odd: '9.00' },
        { id: '902', name: 'Sea The Moon', jockey: 'Ryan Moore', odd: '3.00' },
      ],
    });
    const newmarket = rapidApiRace({
      id: '189584',
      course: 'Newmarket',
      localDate: london(newmarketTime),
      horses: [
        { id: '903', name: 'Alpha', jockey: 'A', odd: '2.00' },
        { id: '904', name: 'Beta', jockey: 'B', odd: '3.50' },
      ],
    });
    serveRapidApiRaces(fake, 'rapid-uk', [twin, newmarket]);
    const tomorrowRace = theRacingApiRacecard({
      raceId: 'rac_2',
      course: 'Ascot',
      courseId: 'crs_1',
      offDt: new Date(Date.now() + 26 * 60 * 60_000),
      runners: [{ id: 'hrs_9', name: 'Tomorrow', jockey: 'J', odds: ['3.0'] }],
    });
    const open = theRacingApiRacecard({
      ...leicesterArgs(),
      raceId: 'rac_3',
      offDt: new Date(inOneHour.getTime() + 30 * 60_000),
    });
    fake.route('tra', '/racecards/standard', (request) => ({
      body: theRacingApiPage(request.query.get('day') === 'today' ? [open] : [tomorrowRace]),
    }));
    const before = await rowCounts();

    const response = await call('POST', '/api/racing/sync-complete');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      outcome: 'complete',
      errors: [],
      message: expect.any(String),
      data: { theRacingApi: { totalUpcoming: 2 }, rapidApi: { totalRaces: 2 }, tracks: 3 },
    });
    expect(response.json()).not.toHaveProperty('error');
    const uk = fake.seen('rapid-uk');
    expect(uk[0]!.headers['x-rapidapi-key']).toBe('rapid-key');
    expect(uk[0]!.headers['x-rapidapi-host']).toBe('horse-racing.p.rapidapi.com');

    const { db } = app.database;
    // Leicester is finished already (its result came earlier), so RapidAPI's twin is left alone:
    // no new race for it; Newmarket and the two TheRacingAPI races are new.
    expect((await rowCounts()).races).toBe(before.races + 3);
    const rapidRaces = await db.select().from(races).where(like(races.externalId, 'rha:%'));
    expect(rapidRaces.map((race) => race.externalId)).toEqual(['rha:189584']);
  });

  it('lets the stronger source win a race and the weaker one fill gaps', async () => {
    const offDt = new Date(Math.ceil((Date.now() + 5 * 60 * 60_000) / 60_000) * 60_000);
    const weak = rapidApiRace({
      id: '300',
      course: 'Kempton (AW)',
      localDate: london(offDt),
      horses: [
        { id: '1', name: 'Gap Filler', jockey: 'X', odd: '6.00' },
        { id: '2', name: 'Priced Twice (IRE)', jockey: 'Y', odd: '8.00' },
      ],
    });
    serveRapidApiRaces(fake, 'rapid-uk', [weak]);
    fake.route('tra', '/racecards/standard', { body: theRacingApiPage([]) });
    // First only the weaker source knows the race.
    await call('POST', '/api/racing/sync-complete');
    const { db } = app.database;
    const [first] = await db.select().from(races).where(eq(races.externalId, 'rha:300'));
    expect(first).toBeDefined();

    // Then TheRacingAPI (priority 2, stronger than the UK feed) describes it: it takes the race over.
    const strong = theRacingApiRacecard({
      raceId: 'rac_300',
      course: 'Kempton',
      courseId: 'crs_kempton',
      offDt: new Date(offDt.getTime() + 60_000),
      name: 'Kempton Stakes',
      runners: [
        { id: 'hrs_g', name: 'Gap Filler', jockey: 'X', odds: [] },
        { id: 'hrs_p', name: 'Priced Twice', jockey: 'Y', odds: ['5.0'] },
      ],
    });
    fake.route('tra', '/racecards/standard', (request) => ({
      body: theRacingApiPage(request.query.get('day') === 'today' ? [strong] : []),
    }));
    await call('POST', '/api/racing/sync-complete');
    const [merged] = await db.select().from(races).where(eq(races.id, first!.id));
    expect(merged).toMatchObject({ externalId: 'tra:rac_300', name: 'Kempton Stakes' });
    const odds = await selectRaceEntries(db, { name: horses.name, odds: raceEntries.currentOdds }).where(
      eq(raceEntries.raceId, first!.id),
    );
    // Two runners, not four; TheRacingAPI's price wins, RapidAPI's fills the runner it had no price for.
    expect(odds.map(({ odds }) => odds).sort()).toEqual(['5.00', '6.00']);

    // And the weaker source syncing again changes nothing that the stronger one set.
    await call('POST', '/api/racing/sync-complete');
    const [still] = await db.select().from(races).where(eq(races.id, first!.id));
    expect(still).toMatchObject({ externalId: 'tra:rac_300', name: 'Kempton Stakes' });
  });

  it('reports both services in the connection test', async () => {
    fake.route('tra', '/courses', {
      body: { courses: [{ id: 'crs_780', course: 'Leicester', region_code: 'gb' }], total: 61 },
    });
    const response = await call('GET', '/api/racing/test-connection');
    expect(response.json()).toEqual({
      connected: true,
      message: 'Conexión con TheRacingAPI establecida',
      tracksAvailable: 61,
      rapidApi: { connected: true, details: expect.stringContaining('carreras hoy') },
      details: expect.stringContaining('61 hipódromos'),
      availableEndpoints: expect.arrayContaining(['GET /v1/courses', 'GET /racecards (RapidAPI)']),
    });
    expect((await call('GET', '/api/test/horse-racing-api')).json()).toEqual({
      connected: true,
      details: 'Conectado a TheRacingAPI: 61 hipódromos disponibles',
    });
  });
});

function leicesterArgs() {
  return {
    course: 'Leicester',
    courseId: 'crs_780',
    runners: [{ id: 'hrs_5', name: 'Open Race', jockey: 'J', odds: ['3.0'] }],
  };
}

describe('Horse Racing USA (us-horse-racing-api)', () => {
  it('maps the US card (local Eastern time, furlongs, non-runners) with the RapidAPI headers', async () => {
    const post = new Date(Math.ceil((Date.now() + 2 * 60 * 60_000) / 60_000) * 60_000);
    const eastern = inNewYork(post);
    const race = rapidApiRace({
      id: '77',
      course: 'Aqueduct (USA)',
      localDate: eastern,
      horses: [
        { id: 'u1', name: 'Dirt Runner', jockey: 'Irad Ortiz', odd: '5/2' },
        { id: 'u2', name: 'Scratched One', jockey: 'Joel Rosario', odd: '4', nonRunner: true },
      ],
    });
    serveRapidApiRaces(fake, 'rapid-us', [race]);

    const test = await call('GET', '/api/test/us-horse-racing-api');
    // Today's races only: two hours from now may already be tomorrow in New York.
    const today = dateInZone(new Date(), 'America/New_York') === eastern.slice(0, 10) ? 1 : 0;
    expect(test.json()).toEqual({ connected: true, details: expect.any(String), data: { racesFound: today } });

    const response = await call('POST', '/api/admin/sync-us-races');
    expect(response.json()).toEqual({ success: true, message: expect.any(String), synced: 1 });
    const seen = fake.seen('rapid-us');
    expect(seen.every((request) => request.headers['x-rapidapi-key'] === 'rapid-key')).toBe(true);
    expect(seen[0]!.headers['x-rapidapi-host']).toBe('horse-racing-usa.p.rapidapi.com');

    const { db } = app.database;
    const [row] = await db.select().from(races).where(eq(races.externalId, 'hru:77'));
    expect(row!.scheduledTime.getTime()).toBe(post.getTime());
    expect(row).toMatchObject({ distanceF: '6.0', distance: 1207 });
    const entries = await selectRaceEntries(db, {
      name: horses.name,
      odds: raceEntries.currentOdds,
      scratched: raceEntries.scratched,
      weight: horses.weight,
    }).where(eq(raceEntries.raceId, row!.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { name: 'Dirt Runner', odds: '3.50', scratched: false, weight: 122 },
        { name: 'Scratched One', odds: '4.00', scratched: true, weight: 122 },
      ]),
    );
  });

  it('as the weaker source, fills only what the stronger one left empty, and may report the result first', async () => {
    const off = new Date(Math.ceil((Date.now() + 4 * 60 * 60_000) / 60_000) * 60_000);
    const strong = {
      ...theRacingApiRacecard({
        raceId: 'rac_belmont',
        course: 'Belmont Park',
        courseId: 'crs_belmont',
        offDt: off,
        name: 'Belmont Allowance',
        runners: [
          { id: 'hrs_b1', name: 'Front Runner', jockey: 'A', odds: ['3.0'] },
          { id: 'hrs_b2', name: 'No Price', jockey: 'B', odds: [] },
        ],
      }),
      going: '',
    };
    fake.route('tra', '/racecards/standard', (request) => ({
      body: theRacingApiPage(request.query.get('day') === 'today' ? [strong] : []),
    }));
    expect((await call('POST', '/api/admin/sync-horse-racing-api')).statusCode).toBe(200);

    const eastern = inNewYork(off);
    const weak = rapidApiRace({
      id: '88',
      course: 'Belmont Park (USA)',
      localDate: eastern,
      finished: true,
      horses: [
        { id: 'u8', name: 'Front Runner', jockey: 'A', odd: '9.00', position: '2' },
        { id: 'u9', name: 'No Price', jockey: 'B', odd: '4.00', position: '1' },
      ],
    });
    serveRapidApiRaces(fake, 'rapid-us', [weak]);
    expect((await call('POST', '/api/admin/sync-us-horse-racing-api')).json()).toMatchObject({ settled: 1 });

    const { db } = app.database;
    const [race] = await db.select().from(races).where(eq(races.externalId, 'tra:rac_belmont'));
    expect(race).toMatchObject({ name: 'Belmont Allowance', going: 'Fast', status: 'finished' });
    expect(await db.select().from(races).where(eq(races.externalId, 'hru:88'))).toHaveLength(0);
    const entries = await selectRaceEntries(db, {
      name: horses.name,
      odds: raceEntries.currentOdds,
      position: raceEntries.finishPosition,
    }).where(eq(raceEntries.raceId, race!.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { name: 'Front Runner', odds: '3.00', position: 2 },
        { name: 'No Price', odds: '4.00', position: 1 },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('makes no call past the daily limit and says so', async () => {
    const patch = await injectAs(superAdmin, 'PATCH', '/api/admin/api-configurations/us-horse-racing-api', {
      dailyLimit: 2,
    });
    expect(patch.json()).toMatchObject({ dailyLimit: 2 });
    // A fresh day for this source: the limit counts today's calls.
    await app.database.db.update(apiStats).set({ callsToday: 0 }).where(eq(apiStats.apiId, 'us-horse-racing-api'));
    fake.route('rapid-us', '/racecards', { body: [] });

    expect((await call('POST', '/api/admin/sync-us-horse-racing-api')).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/sync-us-horse-racing-api')).statusCode).toBe(200);
    fake.clearRequests();
    const third = await call('POST', '/api/admin/sync-us-horse-racing-api');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      message: 'Límite diario de llamadas alcanzado para Horse Racing USA',
      code: 'DAILY_LIMIT_REACHED',
    });
    expect(fake.seen('rapid-us')).toHaveLength(0);

    const stats = (await call('GET', '/api/admin/api-stats')).json();
    expect(stats['us-horse-racing-api']).toMatchObject({ callsToday: 2, dailyLimit: 2, remainingCalls: 0 });
  });
});
