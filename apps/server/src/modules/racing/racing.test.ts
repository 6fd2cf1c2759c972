import type { TRaceResponse } from '@galope/contracts';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { races } from './schema';
import { createRace } from '../../test/race-fixtures';
import { createTestApp } from '../../test/test-app';
import { app, useTestApp } from '../../test/use-test-app';

useTestApp();

const get = async (url: string) => app.inject({ url });

describe('race lists', () => {
  it('each list holds only its status, upcoming soonest first, finished latest first', async () => {
    const { db } = app.database;
    const later = await createRace(db, { scheduledTime: new Date(Date.now() + 90 * 60_000) });
    const sooner = await createRace(db, { scheduledTime: new Date(Date.now() + 10 * 60_000) });
    const live = await createRace(db, { status: 'live', scheduledTime: new Date(Date.now() - 60_000) });
    const finished = await createRace(db, { status: 'finished', scheduledTime: new Date(Date.now() - 3_600_000) });

    const upcoming: TRaceResponse[] = (await get('/api/races/upcoming')).json();
    const ids = upcoming.map((race) => race.id);
    expect(ids.indexOf(sooner.race.id)).toBeLessThan(ids.indexOf(later.race.id));
    expect(upcoming.every((race) => race.status === 'scheduled')).toBe(true);

    const liveList: TRaceResponse[] = (await get('/api/races/live')).json();
    expect(liveList.map((race) => race.id)).toContain(live.race.id);
    expect(liveList.every((race) => race.status === 'live')).toBe(true);

    const finishedList: TRaceResponse[] = (await get('/api/races/finished')).json();
    expect(finishedList.map((race) => race.id)).toContain(finished.race.id);
    expect(finishedList.every((race) => race.status === 'finished')).toBe(true);
  });

  it('shows a race as the spec describes it to clients', async () => {
    const { race, track, entries } = await createRace(app.database.db, { runners: 3, scratched: [2] });
    const shown: TRaceResponse = (await get(`/api/races/${race.id}`)).json();
    expect(shown).toMatchObject({
      id: race.id,
      name: race.name,
      racetrack: { name: track.name, location: 'Madrid', country: 'Spain' },
      scheduledTime: race.scheduledTime.toISOString(),
      status: 'scheduled',
      distance: 1600,
      category: 'Flat',
      surface: 'Turf',
      hasLiveStream: false,
      hasReplay: false,
      liveStreamUrl: null,
      replayVideoUrl: null,
    });
    expect(shown.entries).toHaveLength(3);
    expect(shown.entries[0]).toMatchObject({
      id: entries[0]!.id,
      horse: { name: expect.stringContaining('Caballo'), age: 4, trainer: expect.stringContaining('Entrenador') },
      jockey: { name: expect.stringContaining('Jinete') },
      currentOdds: '2.50',
      morningLineOdds: '2.00',
      postPosition: 1,
      finishPosition: null,
      scratched: false,
    });
    expect(shown.entries[2]!.scratched).toBe(true);
  });

  it('takes one query for the races and one for all their entries, however many races', async () => {
    const { db } = app.database;
    const count = async () => {
      const before = app.database.stats.queries;
      const response = await get('/api/races/upcoming');
      expect(response.statusCode).toBe(200);
      return app.database.stats.queries - before;
    };
    const few = await count();
    for (let index = 0; index < 12; index++) await createRace(db, { runners: 8 });
    const many = await count();
    expect(few).toBeLessThanOrEqual(2);
    expect(many).toBe(few);
  });

  it('is bounded', async () => {
    const list: TRaceResponse[] = (await get('/api/races/upcoming')).json();
    expect(list.length).toBeLessThanOrEqual(60);
  });
});

describe('one race', () => {
  it('is 404 with the spec message when missing, 400 when the id is not a number', async () => {
    const missing = await get('/api/races/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Carrera no encontrada', code: 'NOT_FOUND' });
    const bad = await get('/api/races/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El identificador no es válido');
  });
});

describe('videos', () => {
  it('update-videos gives live races a stream and finished races a replay, and the lists show each only in its state', async () => {
    const { db } = app.database;
    const live = await createRace(db, { status: 'live', scheduledTime: new Date(Date.now() - 60_000) });
    const finished = await createRace(db, { status: 'finished', scheduledTime: new Date(Date.now() - 600_000) });
    const upcoming = await createRace(db);

    const response = await app.inject({ method: 'POST', url: '/api/racing/update-videos' });
    expect(response.statusCode).toBe(200);
    const counts = response.json();
    expect(counts.liveStreams).toBeGreaterThanOrEqual(1);
    expect(counts.replays).toBeGreaterThanOrEqual(1);

    const liveShown: TRaceResponse = (await get(`/api/races/${live.race.id}`)).json();
    expect(liveShown).toMatchObject({ hasLiveStream: true, hasReplay: false, replayVideoUrl: null });
    expect(liveShown.liveStreamUrl).toMatch(/^https:\/\//);
    expect(liveShown.videoProvider).toEqual(expect.any(String));

    const finishedShown: TRaceResponse = (await get(`/api/races/${finished.race.id}`)).json();
    expect(finishedShown).toMatchObject({ hasLiveStream: false, hasReplay: true, liveStreamUrl: null });
    expect(finishedShown.replayVideoUrl).toMatch(/^https:\/\//);

    const upcomingShown: TRaceResponse = (await get(`/api/races/${upcoming.race.id}`)).json();
    expect(upcomingShown).toMatchObject({ hasLiveStream: false, hasReplay: false });
  });
});

describe('update-videos while the races are being written', () => {
  it('answers 200 to every call, however the writers and the other calls interleave, and leaves each race its video', async () => {
    const { db } = app.database;
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        createRace(db, {
          status: index % 2 === 0 ? 'live' : 'finished',
          scheduledTime: new Date(Date.now() - 10 * 60_000 - index * 1000),
          runners: 3,
        }),
      ),
    );
    const ids = created.map(({ race }) => race.id);
    const shuffled = () => [...ids].sort(() => Math.random() - 0.5);
    let writing = true;
    // What writes these rows beside update-videos: the simulator (one race a statement, or a race and
    // its runners in one transaction) and a data source's card or the result-pending check (many races
    // in one statement, in whatever order the table gives them).
    const writers = [
      async () => {
        for (const id of shuffled()) {
          await db.execute(sql`update races set updated_at = now() where id = ${id}`);
        }
      },
      async () => {
        for (const id of shuffled()) {
          await db.transaction(async (tx) => {
            await tx.execute(sql`update races set updated_at = now() where id = ${id}`);
            await tx.execute(sql`update race_entries set updated_at = now() where race_id = ${id}`);
          });
        }
      },
      async () => {
        const values = sql.join(
          shuffled().map((id) => sql`(${id}::int)`),
          sql`, `,
        );
        await db.execute(
          sql`update races set updated_at = now() from (values ${values}) as v(id) where races.id = v.id`,
        );
      },
    ];
    const write = async (writer: () => Promise<void>) => {
      while (writing) {
        // A writer that the database picks to end a deadlock is not what this test is about.
        await writer().catch(() => undefined);
      }
    };
    const running = writers.map(write);

    const statuses: number[] = [];
    try {
      for (let wave = 0; wave < 4; wave++) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, call) =>
            app.inject({
              method: 'POST',
              url: '/api/racing/update-videos',
              // Each caller its own address: the route's per-address limit is not under test.
              remoteAddress: `10.9.${wave}.${call + 1}`,
            }),
          ),
        );
        statuses.push(...answers.map((answer) => answer.statusCode));
      }
    } finally {
      writing = false;
      await Promise.all(running);
    }
    expect(statuses).toEqual(Array.from({ length: 32 }, () => 200));

    const rows = await db.select().from(races).where(inArray(races.id, ids));
    for (const row of rows) {
      expect({ id: row.id, live: row.hasLiveStream, replay: row.hasReplay }).toEqual({
        id: row.id,
        live: row.status === 'live',
        replay: row.status === 'finished',
      });
    }
  }, 120_000);
});

describe('the list cache (production setting)', () => {
  it('serves a list from memory and drops it when a race event arrives', async () => {
    const cached = await createTestApp({ listCacheMs: 60_000 });
    try {
      const first: TRaceResponse[] = (await cached.inject({ url: '/api/races/upcoming' })).json();
      const { race } = await createRace(cached.database.db);
      const before = cached.database.stats.queries;
      const stale: TRaceResponse[] = (await cached.inject({ url: '/api/races/upcoming' })).json();
      expect(cached.database.stats.queries).toBe(before);
      expect(stale).toEqual(first);

      await cached.bus.publish({ type: 'race_status', raceId: race.id, status: 'scheduled' });
      await expect
        .poll(async () =>
          ((await cached.inject({ url: '/api/races/upcoming' })).json() as TRaceResponse[]).map((r) => r.id),
        )
        .toContain(race.id);
    } finally {
      await cached.close();
    }
  });
});

describe('a list a phone downloads', () => {
  it('comes in Brotli as small as quality 6 makes it, the same JSON once unpacked', async () => {
    // Compressed once for every reader, the list can afford more than the per-response 4
    // (the demo's upcoming races: 26.2 KB at 4, 23.0 KB at 6).
    const cached = await createTestApp({ listCacheMs: 60_000 });
    try {
      for (let index = 0; index < 12; index += 1) await createRace(cached.database.db, { runners: 12 });
      const plain = await cached.inject({ url: '/api/races/upcoming' });
      const packed = await cached.inject({ url: '/api/races/upcoming', headers: { 'accept-encoding': 'br, gzip' } });
      expect(packed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
      const atQuality = (quality: number) =>
        brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
      expect(atQuality(6)).toBeLessThan(atQuality(4));
      expect(packed.rawPayload.length).toBeLessThanOrEqual(atQuality(6));
    } finally {
      await cached.close();
    }
  });
});
