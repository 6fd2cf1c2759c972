import {
  type TRaceCardResponse,
  type TRaceEntryResponse,
  type TRaceResponse,
  type TRaceStatus,
  toRaceCardResponse,
} from '@galope/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import { siteMidnight } from '../../lib/site-calendar';
import { horses, jockeys, owners, raceEntries, races, racetracks, trainers } from './schema';
import { selectRaceEntries } from './select-race-entries';

/** Lists are bounded: the board shows a screenful, not the whole history. */
export const RACE_LIST_LIMITS = { live: 50, upcoming: 60, finished: 40 } as const;
export type RaceListKind = keyof typeof RACE_LIST_LIMITS;

const raceColumns = {
  race: races,
  racetrack: { id: racetracks.id, name: racetracks.name, location: racetracks.location, country: racetracks.country },
};

/**
 * A board list: each race as its card, with the runners the card shows and not the whole field (the
 * race page reads that). One query for the races of a list and one for all their entries, however
 * many races there are: the card's runners are picked from the field by the rule the browser ranks
 * them by.
 */
export async function findRaceCards(db: Db, kind: RaceListKind): Promise<TRaceCardResponse[]> {
  const status: TRaceStatus = kind === 'live' ? 'live' : kind === 'upcoming' ? 'scheduled' : 'finished';
  const order =
    kind === 'finished'
      ? [desc(sql`coalesce(${races.actualEndTime}, ${races.scheduledTime})`), desc(races.id)]
      : [asc(races.scheduledTime), asc(races.id)];
  const found = await findRacesWhere(db, {
    where: eq(races.status, status),
    orderBy: order,
    limit: RACE_LIST_LIMITS[kind],
  });
  return found.map(toRaceCardResponse);
}

/** Any bounded selection of races in the shape clients see: one query for the races, one for their entries. */
export async function findRacesWhere(
  db: Db,
  options: { where: SQL | undefined; orderBy: SQL[] | PgColumn[] | (SQL | PgColumn)[]; limit: number },
): Promise<TRaceResponse[]> {
  const rows = await db
    .select(raceColumns)
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(options.limit);
  return withEntries(db, rows);
}

export async function getRace(db: Db, id: number): Promise<TRaceResponse | undefined> {
  const rows = await db
    .select(raceColumns)
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    .where(eq(races.id, id));
  return (await withEntries(db, rows))[0];
}

type RaceRow = { race: typeof races.$inferSelect; racetrack: TRaceResponse['racetrack'] };

async function withEntries(db: Db, rows: RaceRow[]): Promise<TRaceResponse[]> {
  if (rows.length === 0) return [];
  const entries = await selectRaceEntries(db, {
    entry: raceEntries,
    horse: {
      id: horses.id,
      name: horses.name,
      age: horses.age,
      sex: horses.sex,
      weight: horses.weight,
      form: horses.form,
    },
    jockey: { id: jockeys.id, name: jockeys.name },
    trainer: trainers.name,
    owner: owners.name,
  })
    .leftJoin(jockeys, eq(jockeys.id, raceEntries.jockeyId))
    .leftJoin(trainers, eq(trainers.id, horses.trainerId))
    .leftJoin(owners, eq(owners.id, horses.ownerId))
    .where(
      and(
        inArray(
          raceEntries.raceId,
          rows.map((row) => row.race.id),
        ),
      ),
    )
    .orderBy(asc(raceEntries.raceId), asc(raceEntries.postPosition), asc(raceEntries.id));

  const byRace = new Map<number, TRaceEntryResponse[]>();
  for (const { entry, horse, jockey, trainer, owner } of entries) {
    const list = byRace.get(entry.raceId) ?? [];
    list.push({
      id: entry.id,
      horse: { ...horse, trainer, owner },
      jockey: { id: jockey?.id ?? null, name: jockey?.name ?? null },
      currentOdds: entry.currentOdds,
      morningLineOdds: entry.morningLineOdds,
      postPosition: entry.postPosition,
      number: entry.postPosition,
      finishPosition: entry.finishPosition,
      finishTime: entry.finishTime,
      scratched: entry.scratched,
    });
    byRace.set(entry.raceId, list);
  }
  return rows.map(({ race, racetrack }) => toRaceResponse(race, racetrack, byRace.get(race.id) ?? []));
}

function toRaceResponse(
  race: typeof races.$inferSelect,
  racetrack: TRaceResponse['racetrack'],
  entries: TRaceEntryResponse[],
): TRaceResponse {
  const live = race.status === 'live';
  const finished = race.status === 'finished';
  return {
    id: race.id,
    name: race.name,
    racetrack,
    scheduledTime: race.scheduledTime.toISOString(),
    status: race.status,
    distance: race.distance,
    distanceF: race.distanceF,
    category: race.category,
    pattern: race.pattern,
    raceClass: race.raceClass,
    type: race.type,
    ageBand: race.ageBand,
    going: race.going,
    surface: race.surface,
    prize: race.prize,
    fieldSize: race.fieldSize,
    winnerId: race.winnerId,
    actualStartTime: race.actualStartTime?.toISOString() ?? null,
    actualEndTime: race.actualEndTime?.toISOString() ?? null,
    // A stream only while live, a replay only once finished, whatever the row still holds.
    hasLiveStream: live && race.hasLiveStream,
    hasReplay: finished && race.hasReplay,
    liveStreamUrl: live ? race.liveStreamUrl : null,
    replayVideoUrl: finished ? race.replayVideoUrl : null,
    videoProvider: (live && race.hasLiveStream) || (finished && race.hasReplay) ? race.videoProvider : null,
    videoThumbnail: race.videoThumbnail,
    embedVideoUrl: live || finished ? race.embedVideoUrl : null,
    isEmbeddable: (live || finished) && race.isEmbeddable,
    entries,
  };
}

/** The most races a results day lists: far above any real day's card, a bound on one request's work. */
export const RESULT_DAY_LIMIT = 500;

/** A site-calendar day's finished races, by post time, with their fields (two queries whatever their number). */
export async function findFinishedRacesOfDay(
  db: Db,
  { day, racetrackId }: { day: string; racetrackId?: number },
): Promise<TRaceResponse[]> {
  return findRacesWhere(db, {
    where: and(
      eq(races.status, 'finished'),
      sql`${races.scheduledTime} >= ${siteMidnight(day)}`,
      sql`${races.scheduledTime} < ${siteMidnight(day, 1)}`,
      racetrackId === undefined ? undefined : eq(races.racetrackId, racetrackId),
    ),
    orderBy: [asc(races.scheduledTime), asc(races.id)],
    limit: RESULT_DAY_LIMIT,
  });
}

/** The racetracks with a finished race on a site-calendar day, by name. */
export async function findRacetracksOfDay(db: Db, day: string): Promise<Array<{ id: number; name: string }>> {
  return db
    .selectDistinct({ id: racetracks.id, name: racetracks.name })
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    .where(
      and(
        eq(races.status, 'finished'),
        sql`${races.scheduledTime} >= ${siteMidnight(day)}`,
        sql`${races.scheduledTime} < ${siteMidnight(day, 1)}`,
      ),
    )
    .orderBy(asc(racetracks.name), asc(racetracks.id));
}
