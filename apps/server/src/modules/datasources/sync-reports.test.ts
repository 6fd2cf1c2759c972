import { LAST_SYNC_ERROR_MAX, type TApiConfigurationResponse } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiConfigurations } from '../../db/schema';
import { oddsApiEvent, realAnswer } from '../../test/fake-service-answers';
import { app, call, fake, useFakeSourcesApp } from '../../test/use-test-app';
import { recordSyncOutcome } from './config/api-configurations-repository';
import { countRacingRows } from './store/count-racing-rows';
import { dateInZone } from './adapters/source-values';

/*
 * A sync's answer and the source's status say what happened: what was read, stored and refused, each
 * failure on its own line; success, "connected" and a new lastSyncAt only when everything asked was stored.
 */

useFakeSourcesApp();

const DAY_MS = 86_400_000;
const configurationOf = async (apiId: string) => {
  const [row] = await app.database.db
    .select({ status: apiConfigurations.status, lastSyncAt: apiConfigurations.lastSyncAt })
    .from(apiConfigurations)
    .where(eq(apiConfigurations.apiId, apiId));
  return row!;
};
const leagues = ['soccer_spain_la_liga', 'soccer_epl', 'soccer_uefa_champs_league', 'basketball_nba'];

describe('The Odds API answering 500 for every league', () => {
  it('is a failure naming each league, the source in error and its lastSyncAt unchanged', async () => {
    const syncedBefore = new Date('2026-01-01T10:00:00Z');
    await app.database.db
      .update(apiConfigurations)
      .set({ status: 'connected', lastSyncAt: syncedBefore })
      .where(eq(apiConfigurations.apiId, 'uk-betting-odds-api'));
    fake.route('odds', '/v4/sports', {
      body: leagues.map((key) => ({ key, group: key, title: key, active: true, has_outrights: false })),
    });
    for (const key of leagues) {
      fake.route('odds', `/v4/sports/${key}/odds`, { status: 500, body: { message: 'Internal Server Error' } });
    }

    const response = await call('POST', '/api/admin/sync-uk-betting-odds-api');
    expect(response.statusCode).toBe(502);
    const { message } = response.json() as { message: string };
    expect(message).toContain('4 ligas');
    for (const key of leagues) expect(message).toContain(`${key}: The Odds API (UK) no está disponible (HTTP 500)`);
    expect(await configurationOf('uk-betting-odds-api')).toEqual({ status: 'error', lastSyncAt: syncedBefore });
  });
});

describe('A 200 whose body is an error', () => {
  it('is a failure of TheRacingAPI ({"detail":"Not authenticated"}), not an empty day', async () => {
    for (const plan of ['standard', 'basic', 'free']) {
      fake.route('tra', `/racecards/${plan}`, { body: { detail: 'Not authenticated' } });
    }
    const response = await call('POST', '/api/admin/sync-horse-racing-api');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('Not authenticated');
    expect((await configurationOf('horse-racing-api')).status).toBe('error');
  });

  it('is a failure of Horse Racing USA ({"message":"You are not subscribed to this API."})', async () => {
    fake.route('rapid-us', '/racecards', { body: { message: 'You are not subscribed to this API.' } });
    const response = await call('POST', '/api/admin/sync-us-horse-racing-api');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('You are not subscribed to this API.');
    expect((await configurationOf('us-horse-racing-api')).status).toBe('error');
  });
});

describe('The complete racing sync with TheRacingAPI down and a UK detail refused', () => {
  it('is partial: the counts are what was stored, each failure is named', async () => {
    const tomorrow = dateInZone(new Date(Date.now() + DAY_MS), 'Europe/London');
    const race = realAnswer('rapidapi-uk-race', { '2023-09-02': tomorrow }) as Record<string, unknown>;
    const summary = (id: string, course: string) => {
      const { date, title, distance, age, going, finished, canceled } = race;
      return { id_race: id, course, date, title, distance, age, going, finished, canceled };
    };
    for (const plan of ['standard', 'basic', 'free']) fake.route('tra', `/racecards/${plan}`, { status: 503 });
    fake.route('rapid-uk', '/racecards', { body: [summary('189583', 'Newcastle'), summary('189590', 'Ayr')] });
    fake.route('rapid-uk', '/race/189583', { body: race });
    fake.route('rapid-uk', '/race/189590', { status: 429, body: { message: 'Too many requests' } });
    const before = await countRacingRows(app.database.db);
    const syncedBefore = (await configurationOf('horse-racing-api')).lastSyncAt;

    const response = await call('POST', '/api/racing/sync-complete');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      outcome: 'partial',
      counts: { read: 2, stored: 1, refused: 1 },
      data: { rapidApi: { totalRaces: 2 } },
    });
    expect(body.message).toContain('0 carreras guardadas de TheRacingAPI, 1 de RapidAPI');
    expect(body.errors).toEqual([
      expect.stringContaining('TheRacingAPI no está disponible (HTTP 503)'),
      expect.stringMatching(/^carrera 189590 \(Ayr\): .*HTTP 429/),
    ]);
    expect(body.parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'RapidAPI · Newcastle', read: 1, stored: 1 }),
        expect.objectContaining({ name: 'RapidAPI · Ayr', read: 1, stored: 0, refused: 1 }),
      ]),
    );
    expect((await countRacingRows(app.database.db)).races).toBe(before.races + 1);
    expect(await configurationOf('horse-racing-api')).toEqual({ status: 'error', lastSyncAt: syncedBefore });
  });
});

describe('The source list keeps how the last sync went', () => {
  const twoLeagues = ['soccer_epl', 'soccer_spain_la_liga'];
  const listed = async (apiId: string) => {
    const response = await call('GET', '/api/admin/api-configurations');
    expect(response.statusCode).toBe(200);
    return (response.json() as TApiConfigurationResponse[]).find((row) => row.apiId === apiId)!;
  };
  const answerEpl = () =>
    fake.route('odds', '/v4/sports/soccer_epl/odds', {
      body: [
        oddsApiEvent({
          id: 'list-1',
          sportKey: 'soccer_epl',
          commence: new Date(Math.ceil((Date.now() + 2 * DAY_MS) / 60_000) * 60_000),
          home: 'Arsenal',
          away: 'Chelsea',
          books: [{ home: 2.1, away: 3.4, draw: 3.2 }],
        }),
      ],
    });
  const failLeague = (key: string) =>
    fake.route('odds', `/v4/sports/${key}/odds`, { status: 500, body: { message: 'Internal Server Error' } });

  it('reads partial with the failed league named, then failed, then nothing to report after a complete sync', async () => {
    fake.route('odds', '/v4/sports', {
      body: twoLeagues.map((key) => ({ key, group: key, title: key, active: true, has_outrights: false })),
    });
    answerEpl();
    failLeague('soccer_spain_la_liga');
    expect((await call('POST', '/api/admin/sync-uk-betting-odds-api')).json()).toMatchObject({ outcome: 'partial' });
    const partial = await listed('uk-betting-odds-api');
    expect(partial).toMatchObject({ status: 'error', lastSyncOutcome: 'partial' });
    expect(partial.lastSyncError).toBe('soccer_spain_la_liga: The Odds API (UK) no está disponible (HTTP 500)');

    failLeague('soccer_epl');
    expect((await call('POST', '/api/admin/sync-uk-betting-odds-api')).statusCode).toBe(502);
    const failed = await listed('uk-betting-odds-api');
    expect(failed).toMatchObject({ status: 'error', lastSyncOutcome: 'failed', lastSyncAt: partial.lastSyncAt });
    for (const key of twoLeagues)
      expect(failed.lastSyncError).toContain(`${key}: The Odds API (UK) no está disponible`);

    answerEpl();
    fake.route('odds', '/v4/sports/soccer_spain_la_liga/odds', { body: [] });
    const complete = await call('POST', '/api/admin/sync-uk-betting-odds-api');
    expect(complete.json()).toMatchObject({ success: true, outcome: 'complete' });
    const cleared = await listed('uk-betting-odds-api');
    expect(cleared).toMatchObject({ status: 'connected', lastSyncOutcome: 'complete', lastSyncError: null });
    expect(cleared.lastSyncAt).not.toBe(partial.lastSyncAt);
  });

  it('reads failed with the reason when the service refuses the whole sync (TheRacingAPI not authenticated)', async () => {
    for (const plan of ['standard', 'basic', 'free']) {
      fake.route('tra', `/racecards/${plan}`, { body: { detail: 'Not authenticated' } });
    }
    expect((await call('POST', '/api/admin/sync-horse-racing-api')).statusCode).toBe(502);
    const source = await listed('horse-racing-api');
    expect(source).toMatchObject({ status: 'error', lastSyncOutcome: 'failed' });
    expect(source.lastSyncError).toContain('Not authenticated');
  });

  it('keeps a long list of failures within its bound, cut with an ellipsis', async () => {
    const failures = Array.from({ length: 60 }, (_, index) => `liga_${index}: The Odds API (UK) no está disponible`);
    await recordSyncOutcome(app.database.db, 'sport-api', { outcome: 'partial', error: failures.join('; ') });
    const { lastSyncError } = await listed('sport-api');
    expect([...lastSyncError!]).toHaveLength(LAST_SYNC_ERROR_MAX);
    expect(lastSyncError!.startsWith('liga_0: The Odds API')).toBe(true);
    expect(lastSyncError!.endsWith('…')).toBe(true);
  });
});
