import { like } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { raceEntries, raceResults, races } from '../../db/schema';
import { applyRaceStats, type RunnerOutcome } from './apply-race-stats';
import { buildRaceFinish, type RaceFinish } from './build-race-finish';
import type { PoolIndex } from './ensure-simulator-pool';
import type { GeneratedRace, GeneratedRaceDay } from './generate-race-day';
import { planScratches, raceStreamKey } from './plan-race-market';
import { formatDecimalOdds, withoutRunners } from './race-book';
import { dayCode } from './sim-calendar';

/**
 * Writes a day's card in one transaction, one insert per table. A day that already has simulator
 * races is left as it is, whatever seed wrote it: SIM_SEED is random by default, and a restart must
 * not lay a second card (with its own runners) over the first. Races that are over
 * at `now` go in already finished, with results and career figures, and withdrawals due before
 * `now` are already applied; none of this is published, as nobody watched it happen.
 */
export async function writeRaceDay(
  db: Db,
  options: { card: GeneratedRaceDay; index: PoolIndex; now: Date },
): Promise<{ created: number; finished: number }> {
  const { card, index, now } = options;
  const [written] = await db
    .select({ id: races.id })
    .from(races)
    .where(like(races.externalId, `sim-race-${dayCode(card.day)}-%`))
    .limit(1);
  if (written) return { created: 0, finished: 0 };
  const prepared = card.races.map((race) => prepareRace(race, index, now));

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(races)
      .values(
        prepared.map(({ race, finish }) => ({
          racetrackId: index.trackIds.get(race.trackKey)!,
          externalId: race.externalId,
          name: race.name,
          distance: race.distance,
          distanceF: race.distanceF,
          category: race.category,
          pattern: race.pattern,
          raceClass: race.raceClass,
          type: race.type,
          ageBand: race.ageBand,
          ratingBand: race.ratingBand,
          prize: race.prize,
          fieldSize: race.fieldSize,
          going: race.going,
          surface: race.surface,
          scheduledTime: race.scheduledTime,
          offTime: race.offTime,
          offDt: race.offDt,
          status: finish ? ('finished' as const) : ('scheduled' as const),
          actualStartTime: finish ? race.scheduledTime : null,
          actualEndTime: finish?.actualEndTime ?? null,
          winnerId: finish?.winnerHorseId ?? null,
        })),
      )
      .onConflictDoNothing({ target: races.externalId })
      .returning({ id: races.id, externalId: races.externalId });
    const raceIds = new Map(inserted.map((row) => [row.externalId!, row.id]));
    const fresh = prepared.filter(({ race }) => raceIds.has(race.externalId));
    if (fresh.length === 0) return { created: 0, finished: 0 };

    await tx.insert(raceEntries).values(
      fresh.flatMap(({ race, odds, scratched, finish }) => {
        const placed = new Map(finish?.placings.map((placing) => [placing.entryKey, placing]));
        return race.entries.map((entry, i) => ({
          raceId: raceIds.get(race.externalId)!,
          horseId: index.horses.get(entry.horseExternalId)!.id,
          jockeyId: index.jockeyIds.get(entry.jockeyExternalId)!,
          postPosition: entry.postPosition,
          morningLineOdds: entry.morningLineOdds,
          currentOdds: formatDecimalOdds(odds[i]!),
          scratched: scratched[i]!,
          finishPosition: placed.get(i)?.position ?? null,
          finishTime: placed.get(i)?.finishTime ?? null,
        }));
      }),
    );

    const finished = fresh.filter((item): item is Prepared & { finish: RaceFinish } => item.finish !== null);
    if (finished.length > 0) {
      await tx
        .insert(raceResults)
        .values(
          finished.flatMap(({ race, finish }) =>
            finish.results.map((result) => ({ ...result, raceId: raceIds.get(race.externalId)! })),
          ),
        );
      const outcomes: RunnerOutcome[] = finished
        .sort((a, b) => a.race.scheduledTime.getTime() - b.race.scheduledTime.getTime())
        .flatMap(({ finish }) => finish.outcomes);
      await applyRaceStats(tx, outcomes);
    }
    return { created: fresh.length, finished: finished.length };
  });
}

type Prepared = {
  race: GeneratedRace;
  /** Current odds by entry index. */
  odds: number[];
  scratched: boolean[];
  finish: RaceFinish | null;
};

/** The state a race is in at `now`, had the simulator been running all along (drift aside). */
function prepareRace(race: GeneratedRace, index: PoolIndex, now: Date): Prepared {
  const key = raceStreamKey(race);
  const scratchedPosts = new Set(
    planScratches({ key, fieldSize: race.fieldSize, scheduledTime: race.scheduledTime })
      .filter((scratch) => scratch.at <= now)
      .map((scratch) => scratch.postPosition),
  );
  const scratched = race.entries.map((entry) => scratchedPosts.has(entry.postPosition));
  const morningLine = race.entries.map((entry) => Number(entry.morningLineOdds));
  const odds = scratchedPosts.size > 0 ? withoutRunners(morningLine, scratched) : morningLine;

  let finish: RaceFinish | null = buildRaceFinish({
    key,
    race: {
      distanceF: Number(race.distanceF),
      going: race.going,
      type: race.type,
      prize: race.prize,
      actualStartTime: race.scheduledTime,
    },
    runners: race.entries.flatMap((entry, i) =>
      scratched[i]
        ? []
        : [
            {
              entryKey: i,
              horseId: index.horses.get(entry.horseExternalId)!.id,
              jockeyId: index.jockeyIds.get(entry.jockeyExternalId) ?? null,
              postPosition: entry.postPosition,
              odds: odds[i]!,
              horse: index.horses.get(entry.horseExternalId)!.info,
            },
          ],
    ),
  });
  if (finish.actualEndTime > now) finish = null;
  return { race, odds, scratched, finish };
}
