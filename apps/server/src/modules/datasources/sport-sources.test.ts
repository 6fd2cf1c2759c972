import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, sportEvents, users } from '../../db/schema';
import { apiStats } from './schema';
import { createUser } from '../../test/test-app';
import { app, call, fake, useFakeSourcesApp } from '../../test/use-test-app';
import { apiFootballAnswer, apiFootballFixture, apiFootballOdds, oddsApiEvent } from '../../test/fake-service-answers';

useFakeSourcesApp();

const today = new Date().toISOString().slice(0, 10);
const kickOff = new Date(Math.ceil((Date.now() + 3 * 60 * 60_000) / 60_000) * 60_000);
const statsOf = async (apiId: string) =>
  (await app.database.db.select().from(apiStats).where(eq(apiStats.apiId, apiId)))[0]!;

const UNITED = { id: 33, name: 'Manchester United' };
const CITY = { id: 50, name: 'Manchester City' };
/** The match the tests sync: United at home to City, three hours from now. */
const derbyArgs = () => ({ id: 574665, date: kickOff, home: UNITED, away: CITY });
const derby = apiFootballFixture(derbyArgs());
/** A past meeting of the two, played to its final score at 15:00 UTC on `day`. */
const meeting = (
  id: number,
  day: string,
  home: typeof UNITED,
  away: typeof UNITED,
  goals: { home: number; away: number },
) => apiFootballFixture({ id, date: new Date(`${day}T15:00:00Z`), home, away, status: 'FT', goals });

describe('API-Football (sport-api)', () => {
  beforeAll(() => {
    fake.route('apf', '/fixtures', (request) => ({
      body: apiFootballAnswer(request.query.get('date') === today ? [derby] : []),
      headers: { 'x-ratelimit-requests-limit': '100', 'x-ratelimit-requests-remaining': '97' },
    }));
    fake.route('apf', '/odds', (request) => ({
      body: apiFootballAnswer(
        request.query.get('date') === today
          ? [
              apiFootballOdds(574665, [
                { home: '2.05', draw: '3.40', away: '3.60' },
                { home: '2.10', draw: '3.30', away: '3.50' },
                { home: '2.00', draw: '3.50', away: '3.70' },
              ]),
            ]
          : [],
      ),
    }));
    fake.route('apf', '/fixtures/headtohead', {
      body: apiFootballAnswer([
        meeting(1, '2025-03-01', UNITED, CITY, { home: 2, away: 1 }),
        meeting(2, '2024-10-01', CITY, UNITED, { home: 3, away: 0 }),
      ]),
    });
    fake.route('apf', '/teams/statistics', (request) => ({
      body: apiFootballAnswer({ form: request.query.get('team') === '33' ? 'LLWDWWD' : 'WWWLD' }),
    }));
  });

  it('maps fixtures, Match Winner prices, head-to-head and form onto sport events, with x-apisports-key', async () => {
    const response = await call('POST', '/api/admin/sync-sport-api');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, synced: 1, settled: 0 });
    expect(fake.seen('apf').every((request) => request.headers['x-apisports-key'] === 'apf-key')).toBe(true);
    expect(fake.seen('apf', '/odds')[0]!.query.get('bet')).toBe('1');
    expect(fake.seen('apf', '/fixtures/headtohead')[0]!.query.get('h2h')).toBe('33-50');

    const [event] = await app.database.db.select().from(sportEvents).where(eq(sportEvents.externalId, 'apf:574665'));
    expect(event).toMatchObject({
      sport: 'football',
      tournament: 'Premier League',
      homeTeam: 'Manchester United',
      awayTeam: 'Manchester City',
      status: 'scheduled',
      country: 'England',
      venue: 'Old Trafford',
      city: 'Manchester',
      details: { referee: 'M. Oliver' },
      // The median of the three books.
      odds: { home: '2.05', draw: '3.40', away: '3.60' },
      headToHead: {
        total: 2,
        homeWins: 1,
        awayWins: 1,
        lastMeeting: { date: '2025-03-01', result: '2-1', venue: 'Old Trafford' },
      },
      recentForm: { home: ['W', 'D', 'W', 'W', 'D'], away: ['W', 'W', 'W', 'L', 'D'] },
    });
    expect(event!.scheduledTime.getTime()).toBe(kickOff.getTime());
    expect((await statsOf('sport-api')).remainingCalls).toBe(97);
    // The plan's limit as the service's headers say it (100 a day), beside our own setting (1000).
    const shown = (await call('GET', '/api/admin/api-stats')).json();
    expect(shown['sport-api']).toMatchObject({ serviceLimit: 100, dailyLimit: 1000 });
  });

  it('settles the bets on a match when the source reports the final score, once', async () => {
    const player = await createUser(app, { balance: 50 });
    const [event] = await app.database.db.select().from(sportEvents).where(eq(sportEvents.externalId, 'apf:574665'));
    const bet = await app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: { cookie: player.cookie },
      payload: { sportEventId: event!.id, sportBetType: 'home', amount: '10.00', odds: '2.05' },
    });
    expect(bet.statusCode, bet.body).toBe(201);

    const final = apiFootballFixture({ ...derbyArgs(), status: 'FT', goals: { home: 2, away: 0 } });
    fake.route('apf', '/fixtures', (request) => ({
      body: apiFootballAnswer(request.query.get('date') === today ? [final] : []),
    }));
    const before = (await app.database.db.select({ n: count() }).from(sportEvents))[0]!.n;
    for (let i = 0; i < 2; i++) expect((await call('POST', '/api/admin/sync-sport-api')).statusCode).toBe(200);
    expect((await app.database.db.select({ n: count() }).from(sportEvents))[0]!.n).toBe(before);

    const [settled] = await app.database.db.select().from(bets).where(eq(bets.userId, player.id));
    expect(settled).toMatchObject({ status: 'won', actualWinnings: '20.50' });
    const [row] = await app.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, player.id));
    expect(row!.balance).toBe('60.50');
  });

  it('reads a spent daily quota from a 200 with errors.requests, and calls no more that day', async () => {
    fake.queue('apf', '/fixtures', {
      body: apiFootballAnswer([], { errors: { requests: 'You have reached the request limit for the day' } }),
    });
    const failed = await call('POST', '/api/admin/sync-sport-api');
    expect(failed.statusCode).toBe(429);
    expect(failed.json()).toEqual({
      message: 'Cuota agotada en API-Football: You have reached the request limit for the day',
      code: 'QUOTA_EXHAUSTED',
    });
    expect((await statsOf('sport-api')).errorTypes).toMatchObject({ quota: 1 });

    fake.clearRequests();
    const next = await call('POST', '/api/admin/sync-sport-api');
    expect(next.json()).toMatchObject({ code: 'QUOTA_EXHAUSTED' });
    expect(fake.seen('apf')).toHaveLength(0);
    const stats = (await call('GET', '/api/admin/api-stats')).json();
    expect(stats['sport-api']).toMatchObject({ remainingCalls: 0, errorTypes: { quota: 1 } });
    const [config] = (await call('GET', '/api/admin/api-configurations'))
      .json()
      .filter((row: { apiId: string }) => row.apiId === 'sport-api');
    expect(config.status).toBe('error');
  });
});

describe('The Odds API (uk-betting-odds-api)', () => {
  const laterKickOff = new Date(kickOff.getTime() + 2 * 60 * 60_000);
  beforeAll(() => {
    fake.route('odds', '/v4/sports', {
      body: [
        {
          key: 'soccer_epl',
          group: 'Soccer',
          title: 'EPL',
          description: 'English Premier League',
          active: true,
          has_outrights: false,
        },
        { key: 'soccer_epl_winner', group: 'Soccer', title: 'EPL Winner', active: true, has_outrights: true },
        { key: 'americanfootball_nfl', group: 'American Football', title: 'NFL', active: true, has_outrights: false },
      ],
      headers: { 'x-requests-remaining': '480', 'x-requests-used': '20', 'x-requests-last': '0' },
    });
    fake.route('odds', '/v4/sports/soccer_epl/odds', {
      body: [
        // The same match API-Football has, spelt its own way and priced differently.
        oddsApiEvent({
          id: 'e1',
          sportKey: 'soccer_epl',
          commence: new Date(kickOff.getTime() + 60 * 60_000),
          home: 'Liverpool',
          away: 'Everton',
          books: [{ home: 1.5, away: 6.5, draw: 4.2 }],
        }),
        oddsApiEvent({
          id: 'e2',
          sportKey: 'soccer_epl',
          commence: laterKickOff,
          home: 'Arsenal',
          away: 'Chelsea',
          books: [
            { home: 2.0, away: 3.8, draw: 3.4 },
            { home: 2.2, away: 3.6, draw: 3.3 },
          ],
        }),
      ],
      headers: { 'x-requests-remaining': '479', 'x-requests-used': '21', 'x-requests-last': '1' },
    });
  });

  it('discovers the sport keys, asks UK decimal winner prices with the apiKey parameter, and writes events', async () => {
    // API-Football already has Liverpool v Everton, without prices; its priority (1) is above the Odds API's (3).
    fake.route('apf', '/fixtures', (request) => ({
      body: apiFootballAnswer(
        request.query.get('date') === today
          ? [
              apiFootballFixture({
                id: 9,
                date: new Date(kickOff.getTime() + 60 * 60_000),
                home: { id: 40, name: 'Liverpool FC' },
                away: { id: 45, name: 'Everton' },
              }),
            ]
          : [],
      ),
    }));
    fake.route('apf', '/odds', { body: apiFootballAnswer([]) });
    await app.database.db.update(apiStats).set({ remainingCalls: null }).where(eq(apiStats.apiId, 'sport-api'));
    expect((await call('POST', '/api/admin/sync-sport-api')).statusCode).toBe(200);

    const callsBefore = (await statsOf('uk-betting-odds-api')).callsToday;
    const response = await call('POST', '/api/update-real-odds');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String), updated: 2 });
    const oddsCalls = fake.seen('odds', '/v4/sports/soccer_epl/odds');
    expect(oddsCalls).toHaveLength(1);
    expect(Object.fromEntries(oddsCalls[0]!.query)).toEqual({
      apiKey: 'odds-key',
      regions: 'uk',
      markets: 'h2h',
      oddsFormat: 'decimal',
    });
    expect(fake.seen('odds', '/v4/sports')[0]!.query.get('apiKey')).toBe('odds-key');

    const { db } = app.database;
    const [arsenal] = await db.select().from(sportEvents).where(eq(sportEvents.externalId, 'odds:e2'));
    // Two books: the lower middle price of each outcome.
    expect(arsenal).toMatchObject({
      sport: 'football',
      homeTeam: 'Arsenal',
      odds: { home: '2.00', draw: '3.30', away: '3.60' },
    });
    // Liverpool v Everton stays one event, API-Football's, with the Odds API's prices filling the gap.
    const [liverpool] = await db.select().from(sportEvents).where(eq(sportEvents.externalId, 'apf:9'));
    expect(liverpool).toMatchObject({ homeTeam: 'Liverpool FC', odds: { home: '1.50', draw: '4.20', away: '6.50' } });
    expect(await db.select().from(sportEvents).where(eq(sportEvents.externalId, 'odds:e1'))).toHaveLength(0);
    expect((await statsOf('uk-betting-odds-api')).remainingCalls).toBe(479);
    // Counted as the service counts: two requests, but the list of sports is free (x-requests-last: 0).
    expect((await statsOf('uk-betting-odds-api')).callsToday - callsBefore).toBe(1);
  });

  it('stops calling once the service reports no credits left', async () => {
    fake.queue('odds', '/v4/sports', { body: [], headers: { 'x-requests-remaining': '0' } });
    expect((await call('POST', '/api/admin/sync-uk-betting-odds-api')).statusCode).toBe(200);
    fake.clearRequests();
    const refused = await call('POST', '/api/admin/sync-uk-betting-odds-api');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXHAUSTED' });
    expect(fake.seen('odds')).toHaveLength(0);

    // The connection test says so too, without a call.
    const test = await call('GET', '/api/test/uk-betting-odds');
    expect(test.json()).toEqual({ connected: false, details: expect.stringContaining('Cuota agotada') });
    expect(fake.seen('odds')).toHaveLength(0);
  });

  it('reads OUT_OF_USAGE_CREDITS as a spent quota, not as a failure to retry', async () => {
    await app.database.db
      .update(apiStats)
      .set({ remainingCalls: null })
      .where(eq(apiStats.apiId, 'uk-betting-odds-api'));
    fake.queue('odds', '/v4/sports', {
      status: 401,
      body: { message: 'Usage quota has been reached', error_code: 'OUT_OF_USAGE_CREDITS' },
    });
    const response = await call('POST', '/api/update-real-odds');
    expect(response.json()).toEqual({
      message: 'Cuota agotada en The Odds API (UK): Usage quota has been reached',
      code: 'QUOTA_EXHAUSTED',
    });
    expect(fake.seen('odds')).toHaveLength(1);
  });
});
