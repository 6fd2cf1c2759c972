import type { TRaceStatus } from '@galope/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { raceEntries, races, racetracks } from '../../../db/schema';
import { anotherSourceNear } from './another-source-near';
import { normalizeName } from '../adapters/source-values';

/** Two sources describe the same race when the course is the same and the off times are this close. */
export const SAME_RACE_WINDOW_MS = 2 * 60_000;

export type RaceMatch = {
  raceId: number;
  externalId: string | null;
  /** True: the row is this very external id; false: another source's row for the same race. */
  own: boolean;
  status: TRaceStatus;
  racetrackId: number;
  entryCount: number;
};

export type RaceKey = { externalId: string; courseName: string; scheduledTime: Date };

/**
 * The race row each source race already has: by external id, else another source's race at the same
 * course (by normalised name) within two minutes of the same off time. Three queries for the batch.
 */
export async function findRaceMatches(db: Db, keys: RaceKey[]): Promise<Map<string, RaceMatch>> {
  const matches = new Map<string, Omit<RaceMatch, 'entryCount'>>();
  if (keys.length === 0) return new Map();
  const ids = keys.map((key) => key.externalId);
  const columns = {
    raceId: races.id,
    externalId: races.externalId,
    status: races.status,
    racetrackId: races.racetrackId,
    scheduledTime: races.scheduledTime,
    courseName: racetracks.name,
  };

  const own = await db
    .select(columns)
    .from(races)
    .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
    .where(inArray(races.externalId, ids));
  for (const row of own) matches.set(row.externalId!, { ...row, own: true });

  const rest = keys.filter((key) => !matches.has(key.externalId));
  if (rest.length > 0) {
    const times = rest.map((key) => key.scheduledTime.getTime());
    const candidates = await db
      .select(columns)
      .from(races)
      .innerJoin(racetracks, eq(racetracks.id, races.racetrackId))
      .where(anotherSourceNear(races, { times, windowMs: SAME_RACE_WINDOW_MS, exceptIds: ids }));
    const taken = new Set<number>();
    for (const key of rest) {
      const course = normalizeName(key.courseName);
      const twin = candidates
        .filter(
          (row) =>
            !taken.has(row.raceId) &&
            normalizeName(row.courseName) === course &&
            Math.abs(row.scheduledTime.getTime() - key.scheduledTime.getTime()) <= SAME_RACE_WINDOW_MS,
        )
        .sort(
          (a, b) =>
            Math.abs(a.scheduledTime.getTime() - key.scheduledTime.getTime()) -
            Math.abs(b.scheduledTime.getTime() - key.scheduledTime.getTime()),
        )[0];
      if (!twin) continue;
      taken.add(twin.raceId);
      matches.set(key.externalId, { ...twin, own: false });
    }
  }

  const raceIds = [...new Set([...matches.values()].map((match) => match.raceId))];
  const counts =
    raceIds.length === 0
      ? []
      : await db
          .select({ raceId: raceEntries.raceId, entries: count() })
          .from(raceEntries)
          .where(inArray(raceEntries.raceId, raceIds))
          .groupBy(raceEntries.raceId);
  const entryCounts = new Map(counts.map((row) => [row.raceId, row.entries]));
  return new Map(
    [...matches].map(([key, match]) => [
      key,
      {
        raceId: match.raceId,
        externalId: match.externalId,
        own: match.own,
        status: match.status,
        racetrackId: match.racetrackId,
        entryCount: entryCounts.get(match.raceId) ?? 0,
      },
    ]),
  );
}
