import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { horses, raceEntries, raceResults, races } from '../../../db/schema';
import type { LiveBus } from '../../live';
import { selectRaceEntries } from '../../racing';
import { claimRaceFinish, settleRace } from '../../settlement';
import { findRaceMatches } from './find-race-matches';
import type { RaceResultCard } from '../adapters/source-cards';
import { normalizeName } from '../adapters/source-values';
import { uniqueBy } from './upsert-helpers';

/**
 * Results from a source finish their races and settle the bets: finishing positions on the entries,
 * the race_results rows, the race finished with its winner, then the settlement engine. Runners of the
 * card that are not in the result did not run: they are withdrawn, so bets on them are refunded.
 *
 * The first source to report a race's result decides it (whatever its priority: a result is a fact,
 * not a price); a finished race is never rewritten. A result whose winner matches no runner is left
 * alone rather than settling on a guess.
 */
export async function applyRaceResults(
  db: Db,
  bus: LiveBus,
  options: { results: RaceResultCard[]; now?: Date },
): Promise<{ finishedRaceIds: number[] }> {
  const now = options.now ?? new Date();
  const results = uniqueBy(options.results, (result) => result.raceExternalId).filter((result) =>
    result.runners.some((runner) => runner.position === 1),
  );
  const matches = await findRaceMatches(
    db,
    results.map((result) => ({
      externalId: result.raceExternalId,
      courseName: result.courseName,
      scheduledTime: result.scheduledTime,
    })),
  );
  const finishedRaceIds: number[] = [];
  for (const result of results) {
    const match = matches.get(result.raceExternalId);
    if (!match || match.status === 'finished' || match.status === 'cancelled') continue;
    const published = await writeSourceResult(db, match.raceId, result, now);
    if (!published) continue;
    finishedRaceIds.push(match.raceId);
    await bus.publish({ type: 'race_status', raceId: match.raceId, status: 'finished' });
    await bus.publish({ type: 'race_result', raceId: match.raceId, results: published });
    await settleRace(db, bus, match.raceId);
  }
  return { finishedRaceIds };
}

type Published = { entryId: number; horseName: string; position: number; finishTime: string | null }[];

/**
 * Writes a source's finishing order onto the race and finishes it, in one transaction; null when no
 * runner matched the winner or another writer had already finished it.
 */
async function writeSourceResult(db: Db, raceId: number, result: RaceResultCard, now: Date): Promise<Published | null> {
  return db.transaction(async (tx) => {
    const entries = await selectRaceEntries(tx, {
      id: raceEntries.id,
      horseId: raceEntries.horseId,
      jockeyId: raceEntries.jockeyId,
      horseName: horses.name,
      horseExternalId: horses.externalId,
      trainerId: horses.trainerId,
      ownerId: horses.ownerId,
    }).where(eq(raceEntries.raceId, raceId));
    const byExternalId = new Map(entries.map((entry) => [entry.horseExternalId, entry]));
    const byName = new Map(entries.map((entry) => [normalizeName(entry.horseName), entry]));
    const placed = result.runners.flatMap((runner) => {
      const entry = byExternalId.get(runner.horseExternalId) ?? byName.get(normalizeName(runner.horseName));
      return entry ? [{ runner, entry }] : [];
    });
    const winner = placed.find(({ runner }) => runner.position === 1);
    if (!winner) return null;

    // Claims the race: a concurrent sync of another source finds it finished and leaves it.
    const claimed = await claimRaceFinish(tx, {
      raceId,
      winnerId: winner.entry.horseId,
      endedAt: now,
      // A race waiting for staff (result_pending) still takes a source's late result.
      open: inArray(races.status, ['scheduled', 'live', 'result_pending']),
    });
    if (!claimed) return null;

    const ran = new Set(placed.map(({ entry }) => entry.id));
    const nonRunners = entries.filter((entry) => !ran.has(entry.id)).map((entry) => entry.id);
    if (nonRunners.length > 0) {
      await tx
        .update(raceEntries)
        .set({ scratched: true, finishPosition: null, updatedAt: now })
        .where(inArray(raceEntries.id, nonRunners));
    }
    for (const { runner, entry } of placed) {
      await tx
        .update(raceEntries)
        .set({ finishPosition: runner.position, finishTime: secondsOf(runner.timeTaken), updatedAt: now })
        .where(eq(raceEntries.id, entry.id));
    }
    await tx
      .insert(raceResults)
      .values(
        // The card's figures (position, starting price, ratings…) as the source sent them; what it left out stays null.
        uniqueBy(placed, ({ entry }) => String(entry.id)).map(
          ({ runner: { horseExternalId: _horseExternalId, horseName: _horseName, ...figures }, entry }) => ({
            raceId,
            horseId: entry.horseId,
            jockeyId: entry.jockeyId,
            trainerId: entry.trainerId,
            ownerId: entry.ownerId,
            ...figures,
          }),
        ),
      )
      .onConflictDoNothing({ target: [raceResults.raceId, raceResults.horseId] });

    return placed
      .filter(({ runner }) => runner.position !== null)
      .sort((a, b) => a.runner.position! - b.runner.position!)
      .map(({ runner, entry }) => ({
        entryId: entry.id,
        horseName: entry.horseName,
        position: runner.position!,
        finishTime: secondsOf(runner.timeTaken),
      }));
  });
}

/** "1:13.45" or "73.45" (a winner's time) → "73.450"; anything else → null. */
function secondsOf(time: string | null | undefined): string | null {
  const match = /^(?:(\d+):)?(\d+(?:\.\d+)?)s?$/.exec(time?.trim() ?? '');
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 60 + Number(match[2]);
  return seconds > 0 && seconds < 100_000 ? seconds.toFixed(3) : null;
}

/** Races a source called off, by external id: cancelled (if still open) and their bets refunded. */
export async function cancelRaces(
  db: Db,
  bus: LiveBus,
  externalIds: string[],
): Promise<{ cancelledRaceIds: number[] }> {
  if (externalIds.length === 0) return { cancelledRaceIds: [] };
  const rows = await db
    .update(races)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(inArray(races.externalId, externalIds), inArray(races.status, ['scheduled', 'live', 'result_pending'])))
    .returning({ id: races.id });
  for (const { id } of rows) {
    await bus.publish({ type: 'race_status', raceId: id, status: 'cancelled' });
    await settleRace(db, bus, id);
  }
  return { cancelledRaceIds: rows.map((row) => row.id) };
}
