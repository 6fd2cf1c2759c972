import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceTransactions, horses, jockeys, owners, raceEntries, races, racetracks, users } from '../../db/schema';
import { createUser } from '../../test/test-app';
import { app, call, fake, superAdmin, useFakeSourcesApp } from '../../test/use-test-app';
import { createTheRacingApi, PLAN_RECHECK_MS, theRacingApiService } from './adapters/the-racing-api';
import { realAnswer, serveRapidApiRaces, usRaceBeforeTheOff } from '../../test/fake-service-answers';
import { createSourceHttpClient, DEFAULT_HTTP_POLICY } from './calls/source-http-client';
import { dateInZone, zonedTimeToUtc } from './adapters/source-values';
import { selectRaceEntries } from '../racing';
import { countRacingRows } from './store/count-racing-rows';

/*
 * The adapters against answers the real services gave (fixtures/README.md): TheRacingAPI's Free
 * plan, the RapidAPI UK feed's escaped names and glued weights, Horse Racing USA's races without
 * prices or names.
 */

const DAY_MS = 86_400_000;
const tomorrowIn = (timeZone: string) => dateInZone(new Date(Date.now() + DAY_MS), timeZone);
const todayIn = (timeZone: string) => dateInZone(new Date(), timeZone);
const planRefused = { status: 403, body: { detail: 'Your plan does not include access to this endpoint' } };
const emptyPage = { racecards: [], total: 0, limit: 200, skip: 0, query: [] };

useFakeSourcesApp();
beforeAll(async () => {
  // A Free account: the richer plans' endpoints are refused, as the real service does.
  fake.route('tra', '/racecards/standard', planRefused);
  fake.route('tra', '/racecards/basic', planRefused);
  fake.route('tra', '/results', planRefused);
  fake.route('tra', '/results/today', planRefused);
  fake.route('tra', '/courses', { body: { courses: [{ id: 'crs_1', course: 'Ascot', region_code: 'gb' }], total: 1 } });
});

const theRacingApiStatus = async () => {
  const list = (await call('GET', '/api/admin/api-configurations')).json() as { apiId: string; status: string }[];
  return list.find((row) => row.apiId === 'horse-racing-api')!.status;
};

const rowCounts = () => countRacingRows(app.database.db);

/** The Free plan's real card, run tomorrow (its off time "1:42" is 13:42 at the course). */
const freeCardsTomorrow = () =>
  realAnswer('the-racing-api-free-racecards', { '2023-10-03': tomorrowIn('Europe/London') });

describe('TheRacingAPI on the Free plan (cards without ids)', () => {
  it('stores the Free cards under ids made of course, off time and horse name, and a re-sync adds nothing', async () => {
    fake.route('tra', '/racecards/free', (request) => ({
      body: request.query.get('day') === 'tomorrow' ? freeCardsTomorrow() : emptyPage,
    }));

    const response = await call('POST', '/api/admin/sync-horse-racing-api');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, synced: 1 });
    expect(await theRacingApiStatus()).toBe('connected');

    const { db } = app.database;
    const [race] = await db.select().from(races);
    expect(race).toMatchObject({ name: 'Virgin Bet Apprentice Handicap', status: 'scheduled', raceClass: 'Class 5' });
    expect(race!.externalId).toMatch(/^tra:race-wolverhampton-\d{12}$/);
    const off = zonedTimeToUtc(`${tomorrowIn('Europe/London')} 13:42:00`, 'Europe/London')!;
    expect(race!.scheduledTime.getTime()).toBe(off.getTime());
    const [track] = await db.select().from(racetracks).where(eq(racetracks.id, race!.racetrackId));
    expect(track).toMatchObject({ name: 'Wolverhampton (AW)', country: 'UK' });

    const runners = await selectRaceEntries(db, {
      horse: horses.name,
      weight: horses.weight,
      jockey: jockeys.name,
      claim: jockeys.claimLbs,
      odds: raceEntries.currentOdds,
      post: raceEntries.postPosition,
    })
      .innerJoin(jockeys, eq(jockeys.id, raceEntries.jockeyId))
      .where(eq(raceEntries.raceId, race!.id));
    // The Free plan gives no prices: the runners are there, not yet bettable.
    expect(runners).toEqual(
      expect.arrayContaining([
        { horse: 'Hortzadar', weight: 141, jockey: 'Mark Winn', claim: 0, odds: null, post: 1 },
        { horse: 'Tele Red', weight: 141, jockey: 'Brandon Wilkie', claim: 5, odds: null, post: 2 },
      ]),
    );

    const before = await rowCounts();
    expect((await call('POST', '/api/admin/sync-horse-racing-api')).json()).toMatchObject({ success: true, synced: 1 });
    expect(await rowCounts()).toEqual(before);
  });

  it('reports a failure, never "connected", when the answer held races and none could be stored', async () => {
    const cards = freeCardsTomorrow() as { racecards: Record<string, unknown>[] };
    // The same card without the day it runs: there is no knowing when the race is.
    const undated = { ...cards, racecards: cards.racecards.map(({ date: _date, ...card }) => card) };
    fake.route('tra', '/racecards/free', (request) => ({
      body: request.query.get('day') === 'tomorrow' ? undated : emptyPage,
    }));

    const response = await call('POST', '/api/admin/sync-horse-racing-api');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'UPSTREAM_ERROR',
      message:
        'TheRacingAPI envió 1 carrera y no se pudo guardar ninguna: les falta la hora o el hipódromo (Wolverhampton (AW))',
    });
    expect(await theRacingApiStatus()).toBe('error');
    const stats = (await call('GET', '/api/admin/api-stats')).json();
    expect(stats['horse-racing-api'].errorTypes).toMatchObject({ bad_response: 1 });
  });
});

describe('TheRacingAPI Free cards of a French course', () => {
  it('stores the race at its off_time on the UK clock, an hour later in Paris', async () => {
    const day = dateInZone(new Date(Date.now() + 3 * DAY_MS), 'Europe/London');
    const cards = realAnswer('the-racing-api-free-racecards', { '2023-10-03': day }) as {
      racecards: Record<string, unknown>[];
    };
    cards.racecards[0] = { ...cards.racecards[0], course: 'Chantilly (FR)', region: 'FR' };
    fake.route('tra', '/racecards/free', (request) => ({
      body: request.query.get('day') === 'tomorrow' ? cards : emptyPage,
    }));
    expect((await call('POST', '/api/admin/sync-horse-racing-api')).json()).toMatchObject({ success: true });
    const [race] = await app.database.db.select().from(races).where(like(races.externalId, 'tra:race-chantilly-%'));
    expect(race!.scheduledTime.toISOString()).toBe(zonedTimeToUtc(`${day} 13:42:00`, 'Europe/London')!.toISOString());
    const [track] = await app.database.db.select().from(racetracks).where(eq(racetracks.id, race!.racetrackId));
    expect(track!.country).toBe('France');
  });
});

describe('Non-runners in each source’s shape', () => {
  it('stores TheRacingAPI’s "NR" runner with jockey "NON-RUNNER(5)" as withdrawn, without a jockey', async () => {
    const inTwoDays = dateInZone(new Date(Date.now() + 2 * DAY_MS), 'Europe/London');
    const cards = realAnswer('the-racing-api-free-racecards', { '2023-10-03': inTwoDays }) as {
      racecards: { runners: Record<string, unknown>[] }[];
    };
    // Tele Red withdrawn, as the cards show a non-runner: no number, the jockey's place says so.
    const runners = cards.racecards[0]!.runners;
    runners[1] = { ...runners[1], number: 'NR', draw: '', jockey: 'NON-RUNNER(5)' };
    fake.route('tra', '/racecards/free', (request) => ({
      body: request.query.get('day') === 'tomorrow' ? cards : emptyPage,
    }));

    const sync = await call('POST', '/api/admin/sync-horse-racing-api');
    expect(sync.json()).toMatchObject({ success: true });
    const { db } = app.database;
    const key = inTwoDays.replaceAll('-', '');
    const [race] = await db
      .select()
      .from(races)
      .where(like(races.externalId, `tra:race-wolverhampton-${key}%`));
    const shown = (await app.inject({ method: 'GET', url: `/api/races/${race!.id}` })).json() as {
      entries: { horse: { name: string }; scratched: boolean; jockey: { name: string } | null }[];
    };
    const byName = (name: string) => shown.entries.find((entry) => entry.horse.name === name)!;
    expect(byName('Tele Red').scratched).toBe(true);
    expect(byName('Tele Red').jockey?.name ?? null).toBeNull();
    expect(byName('Hortzadar')).toMatchObject({
      scratched: false,
      jockey: expect.objectContaining({ name: 'Mark Winn' }),
    });
    const names = await db.select({ name: jockeys.name }).from(jockeys);
    expect(names.map((row) => row.name)).not.toContain('NON-RUNNER');
  });

  it('stores RapidAPI UK’s runner marked non_runner "1" as withdrawn', async () => {
    const inTwoDays = dateInZone(new Date(Date.now() + 2 * DAY_MS), 'Europe/London');
    const race = realAnswer('rapidapi-uk-race', { '2023-09-02': inTwoDays }) as Record<string, unknown> & {
      horses: Record<string, unknown>[];
    };
    race.horses[0] = { ...race.horses[0], non_runner: '1' };
    serveRapidApiRaces(fake, 'rapid-uk', [race]);
    expect((await call('POST', '/api/racing/sync-complete')).statusCode).toBe(200);
    const { db } = app.database;
    const [stored] = await db.select().from(races).where(eq(races.externalId, 'rha:189583'));
    const entries = await selectRaceEntries(db, { horse: horses.name, scratched: raceEntries.scratched }).where(
      eq(raceEntries.raceId, stored!.id),
    );
    expect(entries.filter((entry) => entry.scratched)).toHaveLength(1);
  });
});

describe('TheRacingAPI: a re-sync never moves a race backwards', () => {
  it('leaves a year-old race that waits for its result in result pending when the same card comes again', async () => {
    // The saved card as it is: a race of 2023, long past its off.
    fake.route('tra', '/racecards/free', (request) => ({
      body: request.query.get('day') === 'today' ? realAnswer('the-racing-api-free-racecards') : emptyPage,
    }));
    expect((await call('POST', '/api/admin/sync-horse-racing-api')).json()).toMatchObject({ success: true });
    const { db } = app.database;
    const [race] = await db.select().from(races).where(like(races.externalId, 'tra:race-wolverhampton-2023%'));
    expect(race!.status).toBe('live');
    // The minute's job found no result: staff must enter it.
    await db.update(races).set({ status: 'result_pending' }).where(eq(races.id, race!.id));

    expect((await call('POST', '/api/admin/sync-horse-racing-api')).statusCode).toBe(200);
    const [after] = await db.select({ status: races.status }).from(races).where(eq(races.id, race!.id));
    expect(after!.status).toBe('result_pending');
    await db.delete(raceEntries).where(eq(raceEntries.raceId, race!.id));
    await db.delete(races).where(eq(races.id, race!.id));
  });
});

describe('TheRacingAPI: which plan the account has is asked again', () => {
  const askedForPlans = () => fake.requests.filter((request) => request.path.startsWith('/racecards/standard'));

  beforeAll(() => {
    fake.route('tra', '/racecards/free', { body: emptyPage });
  });

  it('after a 403 asks only /free, until a connection test', async () => {
    await call('GET', '/api/test/horse-racing-api');
    await call('POST', '/api/admin/sync-horse-racing-api');
    expect(askedForPlans().length).toBeGreaterThan(0);
    fake.clearRequests();

    await call('POST', '/api/admin/sync-horse-racing-api');
    expect(askedForPlans()).toHaveLength(0);
    expect(fake.seen('tra', '/racecards/free').length).toBeGreaterThan(0);

    expect((await call('GET', '/api/test/horse-racing-api')).json()).toMatchObject({ connected: true });
    fake.clearRequests();
    await call('POST', '/api/admin/sync-horse-racing-api');
    expect(askedForPlans().length).toBeGreaterThan(0);
  });

  it('asks again after a change of the source’s configuration', async () => {
    await call('POST', '/api/admin/sync-horse-racing-api');
    fake.clearRequests();
    await call('POST', '/api/admin/sync-horse-racing-api');
    expect(askedForPlans()).toHaveLength(0);

    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/admin/api-configurations/horse-racing-api',
      headers: { cookie: superAdmin.cookie },
      payload: { syncInterval: 30 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    fake.clearRequests();
    await call('POST', '/api/admin/sync-horse-racing-api');
    expect(askedForPlans().length).toBeGreaterThan(0);
  });

  it('asks again every hour', async () => {
    let clock = Date.parse('2026-11-24T10:00:00Z');
    const settings = fake.settings();
    const api = createTheRacingApi(
      createSourceHttpClient(app.database.db, theRacingApiService(settings.theRacingApi), {
        ...DEFAULT_HTTP_POLICY,
        ...settings.http,
      }),
      { now: () => clock },
    );
    const paths = () => fake.seen('tra').map((request) => request.path);

    await api.racecards('today');
    expect(paths()).toEqual(['/racecards/standard', '/racecards/basic', '/racecards/free']);
    fake.clearRequests();
    clock += PLAN_RECHECK_MS - 60_000;
    await api.racecards('today');
    expect(paths()).toEqual(['/racecards/free']);
    fake.clearRequests();
    clock += 60_000;
    await api.racecards('today');
    expect(paths()).toEqual(['/racecards/standard', '/racecards/basic', '/racecards/free']);
  });
});

describe('RapidAPI Horse Racing (UK): real names and weights', () => {
  it('stores names unescaped, however many times the service escaped them, and reads weights like 9-85ex', async () => {
    const tomorrow = tomorrowIn('Europe/London');
    const race = realAnswer('rapidapi-uk-race', { '2023-09-02': tomorrow }) as Record<string, unknown>;
    serveRapidApiRaces(fake, 'rapid-uk', [race]);

    const response = await call('POST', '/api/racing/sync-complete');
    expect(response.statusCode, response.body).toBe(200);

    const { db } = app.database;
    const [stored] = await db.select().from(races).where(eq(races.externalId, 'rha:189583'));
    expect(stored!.name).toBe('WILLIAM HILL DOUBLE YOUR ODDS RACING LEAGUE RACE THIRTY-SIX (HANDICAP) (3)');
    const runners = await selectRaceEntries(db, { horse: horses.name, weight: horses.weight, owner: owners.name })
      .innerJoin(owners, eq(owners.id, horses.ownerId))
      .where(eq(raceEntries.raceId, stored!.id));
    expect(runners).toEqual(
      expect.arrayContaining([
        { horse: 'Saluti(IRE)', weight: 131, owner: 'R Bradley & M Hammond' },
        { horse: 'Kingsholm(IRE)', weight: 122, owner: 'Qatar Racing, D.Howden & D.Redvers' },
        { horse: 'Show Me Show Me', weight: 134, owner: 'Ontoawinner 8 and Partner 4' },
        { horse: 'Faustus', weight: 130, owner: 'Mrs Jenny Hadida' },
      ]),
    );
  });

  it('counts only today’s races in the connection test when the list mixes days', async () => {
    // The real list holds a race of 2024 among those of its day; its day is moved to today.
    fake.route('rapid-uk', '/racecards', {
      body: realAnswer('rapidapi-uk-racecards', { '2020-03-12': todayIn('Europe/London') }),
    });
    const response = await call('GET', '/api/racing/test-connection');
    expect(response.json().rapidApi).toEqual({
      connected: true,
      details: 'Conectado a Horse Racing (RapidAPI UK): 3 carreras hoy',
    });
  });
});

describe('Horse Racing USA: races without prices', () => {
  it('stores a race without prices named by the race, shown on the board and refusing bets', async () => {
    const { race: before, summary } = usRaceBeforeTheOff(tomorrowIn('America/New_York'));
    fake.route('rapid-us', '/racecards', { body: [summary] });
    fake.route('rapid-us', '/race/39302', { body: before });

    const sync = await call('POST', '/api/admin/sync-us-horse-racing-api');
    expect(sync.json()).toMatchObject({ success: true, synced: 1 });

    const { db } = app.database;
    const [race] = await db.select().from(races).where(eq(races.externalId, 'hru:39302'));
    expect(race).toMatchObject({ name: 'Carrera 1 · 1 mile 70 yards · 4yo+', status: 'scheduled' });
    const shown = (await app.inject({ method: 'GET', url: `/api/races/${race!.id}` })).json();
    expect(shown.racetrack.name).toBe('Parx Racing (USA)');
    expect(shown.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          horse: expect.objectContaining({ name: 'WONDER CITY' }),
          currentOdds: null,
          morningLineOdds: null,
          scratched: false,
        }),
        expect.objectContaining({ horse: expect.objectContaining({ name: 'RAGAZZA CARINA' }), scratched: true }),
      ]),
    );
    const upcoming = (await app.inject({ method: 'GET', url: '/api/races/upcoming' })).json() as { id: number }[];
    expect(upcoming.map((item) => item.id)).toContain(race!.id);

    const player = await createUser(app, { balance: 100 });
    const wonderCity = shown.entries.find((entry: { horse: { name: string } }) => entry.horse.name === 'WONDER CITY');
    const bet = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: player.cookie },
      payload: { raceId: race!.id, raceEntryId: wonderCity.id, betType: 'win', amount: '10.00', odds: '2.00' },
    });
    expect(bet.statusCode).toBe(400);
    expect(bet.json()).toMatchObject({ message: 'No hay cuota disponible para esa selección' });
    const [{ balance }] = (await db.select({ balance: users.balance }).from(users).where(eq(users.id, player.id))) as [
      { balance: string },
    ];
    expect(balance).toBe('100.00');
    const ledger = await db.select().from(balanceTransactions).where(eq(balanceTransactions.userId, player.id));
    expect(ledger.filter((row) => row.type === 'bet')).toHaveLength(0);
  });
});
