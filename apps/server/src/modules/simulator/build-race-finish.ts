import { formatCents, toFractionalOdds } from '@galope/contracts';
import type { RunnerOutcome } from './apply-race-stats';
import {
  drawRaceResult,
  formatRaceTime,
  parsePrize,
  prizeCentsByPosition,
  raceRunningSeconds,
  toUsdCents,
} from './draw-race-result';
import { formatDecimalOdds } from './race-book';

/** A runner still in the race at the off, with what the result rows copy from its horse. */
export type FinishRunner = {
  /** The entry's id, or any key the caller maps back to its entry. */
  entryKey: number;
  horseId: number;
  jockeyId: number | null;
  postPosition: number;
  /** Final decimal odds: the starting price. */
  odds: number;
  horse: {
    name: string;
    trainerId: number | null;
    ownerId: number | null;
    sireId: number | null;
    damId: number | null;
    officialRating: number | null;
    rpr: number | null;
    tsr: number | null;
  };
};

export type RaceFinish = {
  winnerSeconds: number;
  winnerHorseId: number | null;
  actualEndTime: Date;
  /** By finishing position. */
  placings: { entryKey: number; horseName: string; position: number; finishTime: string }[];
  /** race_results rows without raceId. */
  results: {
    horseId: number;
    jockeyId: number | null;
    trainerId: number | null;
    ownerId: number | null;
    position: number;
    startingPrice: string;
    startingPriceDecimal: string;
    draw: number;
    beatenByLengths: string;
    overallBeatenBy: string;
    timeTaken: string;
    officialRating: number | null;
    rpr: number | null;
    tsr: number | null;
    prizeWon: string;
    comment: string;
  }[];
  outcomes: RunnerOutcome[];
};

/**
 * Everything a finished race writes, computed in one place for both paths: a race run live by the
 * tick and a past race written straight to its result when a card is created late.
 */
export function buildRaceFinish(options: {
  key: string;
  race: { distanceF: number; going: string | null; type: string | null; prize: string | null; actualStartTime: Date };
  runners: readonly FinishRunner[];
}): RaceFinish {
  const { key, race, runners } = options;
  const winnerSeconds = raceRunningSeconds({ key, distanceF: race.distanceF, going: race.going, type: race.type });
  const placings = drawRaceResult({
    key,
    runners: runners.map((runner) => ({
      entryId: runner.entryKey,
      postPosition: runner.postPosition,
      odds: runner.odds,
    })),
    winnerSeconds,
    type: race.type,
    going: race.going,
  });
  const byKey = new Map(runners.map((runner) => [runner.entryKey, runner]));
  const prize = parsePrize(race.prize);
  const prizes = prize ? prizeCentsByPosition(prize.amount, placings.length) : placings.map(() => 0);
  // Performance ratings fall with the distance beaten; a length costs more pounds over sprint trips.
  const poundsPerLength = Math.min(3, Math.max(1, 3 - (race.distanceF - 5) * 0.15));

  const results: RaceFinish['results'] = [];
  const outcomes: RunnerOutcome[] = [];
  for (const placing of placings) {
    const runner = byKey.get(placing.entryId)!;
    const prizeCents = prizes[placing.position - 1] ?? 0;
    const rpr =
      runner.horse.rpr === null
        ? null
        : Math.max(0, Math.round(runner.horse.rpr + 4 - placing.overallBeatenBy * poundsPerLength));
    results.push({
      horseId: runner.horseId,
      jockeyId: runner.jockeyId,
      trainerId: runner.horse.trainerId,
      ownerId: runner.horse.ownerId,
      position: placing.position,
      startingPrice: toFractionalOdds(runner.odds),
      startingPriceDecimal: formatDecimalOdds(runner.odds),
      draw: runner.postPosition,
      beatenByLengths: placing.beatenByLengths.toFixed(2),
      overallBeatenBy: placing.overallBeatenBy.toFixed(2),
      timeTaken: formatRaceTime(placing.finishSeconds),
      officialRating: runner.horse.officialRating,
      rpr,
      tsr: rpr === null || runner.horse.tsr === null ? null : Math.max(0, rpr - (runner.horse.rpr! - runner.horse.tsr)),
      prizeWon: formatCents(prizeCents),
      comment: placing.comment,
    });
    outcomes.push({
      horseId: runner.horseId,
      jockeyId: runner.jockeyId,
      trainerId: runner.horse.trainerId,
      ownerId: runner.horse.ownerId,
      sireId: runner.horse.sireId,
      damId: runner.horse.damId,
      position: placing.position,
      earningsUsdCents: prize ? toUsdCents(prizeCents, prize.currency) : 0,
    });
  }

  return {
    winnerSeconds,
    winnerHorseId: placings[0] ? byKey.get(placings[0].entryId)!.horseId : null,
    actualEndTime: new Date(race.actualStartTime.getTime() + Math.round(winnerSeconds * 1000)),
    placings: placings.map((placing) => ({
      entryKey: placing.entryId,
      horseName: byKey.get(placing.entryId)!.horse.name,
      position: placing.position,
      finishTime: placing.finishSeconds.toFixed(3),
    })),
    results,
    outcomes,
  };
}
