import { SEARCH_GROUP_LIMIT, type TSearchResponse } from '@galope/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { horses, jockeys, raceEntries, races } from '../../db/schema';
import { createRace, createSportEvent } from '../../test/race-fixtures';
import { app, useTestApp } from '../../test/use-test-app';

/** Search as a visitor types it: names by the start of their words, accents and case aside, ten of each at most. */
useTestApp();

const search = async (q: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSearchResponse;
};

const hour = 60 * 60_000;
let upcoming: Awaited<ReturnType<typeof createRace>>;
let finished: Awaited<ReturnType<typeof createRace>>;

beforeAll(async () => {
  const db = app.database.db;
  upcoming = await createRace(db, { scheduledTime: new Date(Date.now() + 2 * hour), trackName: 'Santa Anita Park' });
  finished = await createRace(db, { status: 'finished', scheduledTime: new Date(Date.now() - 5 * hour) });
  // Renamed after they were written, as a data source's sync would: search follows the new names.
  await db.update(horses).set({ name: 'Ñandú Veloz' }).where(eq(horses.id, upcoming.horses[0]!.id));
  await db.update(horses).set({ name: 'Órbita Lejana' }).where(eq(horses.id, finished.horses[0]!.id));
  await db.update(jockeys).set({ name: 'José Ortiz' }).where(eq(jockeys.id, upcoming.entries[1]!.jockeyId!));
  await db.update(races).set({ name: 'Clásico del Pacífico' }).where(eq(races.id, upcoming.race.id));
});

describe('GET /api/search', () => {
  it('finds a horse by an accented or an unaccented prefix, in any case', async () => {
    for (const q of ['ñandú', 'nandu', 'NAN', 'Ñan', 'veloz', 'VEL']) {
      const { horses: found } = await search(q);
      expect(
        found.map((horse) => horse.name),
        q,
      ).toContain('Ñandú Veloz');
    }
    expect((await search('andu')).horses.map((horse) => horse.name)).not.toContain('Ñandú Veloz');
  });

  it('matches every word typed as the start of a word of the name', async () => {
    expect((await search('vel nan')).horses.map((horse) => horse.name)).toEqual(['Ñandú Veloz']);
    expect((await search('nan lej')).horses).toEqual([]);
    expect((await search('  jose   or ')).jockeys.map((jockey) => jockey.name)).toEqual(['José Ortiz']);
    const tracks = await search('san an');
    expect(tracks.racetracks).toEqual([{ id: upcoming.track.id, name: 'Santa Anita Park', country: 'Spain' }]);
  });

  it('gives a horse entered in a race still to run that race as its next, and none for one that has run', async () => {
    const { horses: found } = await search('nandu');
    expect(found.find((horse) => horse.name === 'Ñandú Veloz')).toEqual({
      id: upcoming.horses[0]!.id,
      name: 'Ñandú Veloz',
      nextRace: {
        id: upcoming.race.id,
        name: 'Clásico del Pacífico',
        racetrack: { id: upcoming.track.id, name: 'Santa Anita Park', country: 'Spain' },
        scheduledAt: upcoming.race.scheduledTime.toISOString(),
      },
    });
    const ran = (await search('orbita')).horses.find((horse) => horse.name === 'Órbita Lejana');
    expect(ran).toEqual({ id: finished.horses[0]!.id, name: 'Órbita Lejana' });
  });

  it("gives a jockey's next ride with the horse, and forgets a scratched runner", async () => {
    const [jockey] = (await search('ortiz')).jockeys;
    expect(jockey?.nextRide).toMatchObject({ id: upcoming.race.id, horseName: upcoming.horses[1]!.name });
    await app.database.db
      .update(raceEntries)
      .set({ scratched: true })
      .where(eq(raceEntries.id, upcoming.entries[1]!.id));
    const [scratched] = (await search('ortiz')).jockeys;
    expect(scratched).toEqual({ id: upcoming.entries[1]!.jockeyId, name: 'José Ortiz' });
  });

  it('finds races to come and recent ones by name, linking to their racetrack, and sport events by team', async () => {
    const { races: found } = await search('clasico pac');
    expect(found).toEqual([
      {
        id: upcoming.race.id,
        name: 'Clásico del Pacífico',
        racetrack: { id: upcoming.track.id, name: 'Santa Anita Park', country: 'Spain' },
        scheduledTime: upcoming.race.scheduledTime.toISOString(),
        status: 'scheduled',
      },
    ]);
    const event = await createSportEvent(app.database.db, { status: 'live' });
    const { events } = await search(event.homeTeam);
    expect(events).toEqual([
      expect.objectContaining({ id: event.id, homeTeam: event.homeTeam, awayTeam: event.awayTeam, status: 'live' }),
    ]);
    // A race finished a week ago is history, not a search result.
    const old = await createRace(app.database.db, {
      status: 'finished',
      scheduledTime: new Date(Date.now() - 7 * 24 * hour),
    });
    await app.database.db.update(races).set({ name: 'Premio Olvidado' }).where(eq(races.id, old.race.id));
    expect((await search('olvidado')).races).toEqual([]);
  });

  it('forgets a deleted race', async () => {
    const gone = await createRace(app.database.db, { scheduledTime: new Date(Date.now() + hour) });
    await app.database.db.update(races).set({ name: 'Premio Efímero' }).where(eq(races.id, gone.race.id));
    expect((await search('efimero')).races.map((race) => race.id)).toEqual([gone.race.id]);
    await app.database.db.delete(races).where(eq(races.id, gone.race.id));
    expect((await search('efimero')).races).toEqual([]);
  });

  it(`answers at most ${SEARCH_GROUP_LIMIT} of each kind`, async () => {
    await app.database.db.execute(
      sql`INSERT INTO horses (name) SELECT 'Relámpago ' || i FROM generate_series(1, 15) AS i`,
    );
    const { horses: found } = await search('relampago');
    expect(found).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(found.every((horse) => horse.name.startsWith('Relámpago'))).toBe(true);
  });

  it('takes quotes, wildcards, backslashes and emoji as plain text, never failing', async () => {
    await app.database.db.execute(sql`INSERT INTO horses (name) VALUES ('O''Brien 100% Oro'), ('Rayo_Azul')`);
    expect((await search("o'brien")).horses.map((horse) => horse.name)).toEqual(["O'Brien 100% Oro"]);
    expect((await search('100% oro')).horses.map((horse) => horse.name)).toEqual(["O'Brien 100% Oro"]);
    expect((await search('rayo_az')).horses.map((horse) => horse.name)).toEqual(['Rayo_Azul']);
    for (const q of ['%%', '__', "''", '""', '\\\\', '%_', 'a%', "x' OR 1=1 --", '🐎🐎', `${'ñ'.repeat(100)}`]) {
      const response = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(200);
      const answer = response.json() as TSearchResponse;
      // Wildcards are not wildcards: nothing answers for them but names with those words.
      if (q !== 'a%') expect(answer.horses, q).toEqual([]);
    }
  });

  it.each([
    ['no q', '', 'Escribe qué buscar'],
    ['one character', '?q=a', 'al menos 2'],
    ['blanks around one character', `?q=${encodeURIComponent('  a  ')}`, 'al menos 2'],
    ['101 characters', `?q=${'a'.repeat(101)}`, 'como mucho 100'],
  ])('answers 400 with a clear message to %s', async (_, query, message) => {
    const response = await app.inject({ method: 'GET', url: `/api/search${query}` });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toContain(message);
  });

  it('is public and may be kept a few seconds', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/search?q=nandu' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=10');
  });
});
