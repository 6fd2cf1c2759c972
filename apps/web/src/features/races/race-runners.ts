import type { TRaceEntryResponse, TRaceResponse } from '@galope/contracts';

/** The price a runner is shown at: current odds, else the morning line (spec §5). */
export function entryOdds(entry: TRaceEntryResponse): string | null {
  return entry.currentOdds ?? entry.morningLineOdds;
}

function oddsValue(entry: TRaceEntryResponse): number {
  const odds = entryOdds(entry);
  return odds === null ? Number.POSITIVE_INFINITY : Number(odds);
}

/**
 * The card's three runners (spec §9): by finish position once the race has finished, else the
 * lowest current or morning-line odds among the runners still in the race.
 */
export function topRunners(race: TRaceResponse, count = 3): TRaceEntryResponse[] {
  if (race.status === 'finished') {
    const placed = race.entries.filter((entry) => entry.finishPosition !== null && entry.finishPosition > 0);
    if (placed.length > 0) {
      return placed.sort((a, b) => (a.finishPosition ?? 0) - (b.finishPosition ?? 0)).slice(0, count);
    }
  }
  return race.entries
    .filter((entry) => !entry.scratched)
    .sort((a, b) => oddsValue(a) - oddsValue(b) || (a.postPosition ?? 0) - (b.postPosition ?? 0))
    .slice(0, count);
}

/** The runner that finished first, if the results are in. */
export function raceWinner(race: TRaceResponse): TRaceEntryResponse | undefined {
  return race.entries.find((entry) => entry.finishPosition === 1);
}

/** Spec §9: flagged favourite while the race is not finished and the price is 3.00 or shorter. */
export function isFavourite(race: TRaceResponse, entry: TRaceEntryResponse): boolean {
  const odds = entryOdds(entry);
  return race.status !== 'finished' && !entry.scratched && odds !== null && Number(odds) <= 3;
}

/** Runners by post position, scratched ones last. */
export function sortedEntries(race: TRaceResponse): TRaceEntryResponse[] {
  return [...race.entries].sort(
    (a, b) =>
      Number(a.scratched) - Number(b.scratched) ||
      (a.postPosition ?? Number.MAX_SAFE_INTEGER) - (b.postPosition ?? Number.MAX_SAFE_INTEGER),
  );
}
