import type { TRaceEntryResponse, TRaceResponse } from '@galope/contracts';
import { and, asc, eq, gte, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { horses, jockeys, owners, raceEntries, races, racetracks, trainers } from '../../db/schema';
import { EXTERNAL_PREFIXES } from './source-catalogue';

/** The list is bounded: a screenful of the external sources' races, not their history. */
export const RACES_FROM_API_LIMIT = 100;

/**
 * The races the external sources wrote (not the simulator's), from yesterday on, soonest first, in
 * the board's race shape. Two queries: the races, then all their entries.
 */
export async function findRacesFromApi(db: Db, now = new Date()): Promise<TRaceResponse[]> {
  const rows = await db
    .select({
      race: races,
      racetrack: {
        id: racetracks.id,
        name: racetracks.name,
        location: racetracks.location,
        country: racetracks.country,
      },
    })
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    .where(
      and(
        or(...EXTERNAL_PREFIXES.map((prefix) => like(races.externalId, `${prefix}%`))),
        gte(races.scheduledTime, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .orderBy(asc(races.scheduledTime), asc(races.id))
    .limit(RACES_FROM_API_LIMIT);
  if (rows.length === 0) return [];

  const entries = await db
    .select({
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
    .from(raceEntries)
    .innerJoin(horses, eq(horses.id, raceEntries.horseId))
    .leftJoin(jockeys, eq(jockeys.id, raceEntries.jockeyId))
    .leftJoin(trainers, eq(trainers.id, horses.trainerId))
    .leftJoin(owners, eq(owners.id, horses.ownerId))
    .where(
      inArray(
        raceEntries.raceId,
        rows.map((row) => row.race.id),
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
      finishPosition: entry.finishPosition,
      finishTime: entry.finishTime,
      scratched: entry.scratched,
    });
    byRace.set(entry.raceId, list);
  }

  return rows.map(({ race, racetrack }) => ({
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
    // As the board shows them: a stream only while live, a replay only once finished.
    hasLiveStream: race.status === 'live' && race.hasLiveStream,
    hasReplay: race.status === 'finished' && race.hasReplay,
    liveStreamUrl: race.status === 'live' ? race.liveStreamUrl : null,
    replayVideoUrl: race.status === 'finished' ? race.replayVideoUrl : null,
    videoProvider:
      (race.status === 'live' && race.hasLiveStream) || (race.status === 'finished' && race.hasReplay)
        ? race.videoProvider
        : null,
    videoThumbnail: race.videoThumbnail,
    embedVideoUrl: race.status === 'live' || race.status === 'finished' ? race.embedVideoUrl : null,
    isEmbeddable: (race.status === 'live' || race.status === 'finished') && race.isEmbeddable,
    entries: byRace.get(race.id) ?? [],
  }));
}
