import { raceCardRunners, shownOdds, type TRaceCard, type TRaceCardEntry } from '@galope/contracts';

/** The price a runner is shown at: current odds, else the morning line (spec §5). */
export function entryOdds(entry: TRaceCardEntry): string | null {
  return shownOdds(entry);
}

/**
 * The card's three runners (spec §9), by the rule the server picked them by: a list carries only
 * these, so when an odds frame moves prices the card ranks again the runners it holds. A runner
 * outside them that shortens past one of them shows at the list's next refresh (every 60 s on the
 * board, 30 s on /betting), which brings the server's three again.
 */
export function topRunners<Entry extends TRaceCardEntry>(
  race: { status: TRaceCard['status']; entries: Entry[] },
  count = 3,
): Entry[] {
  return raceCardRunners(race, count);
}

/** The runner that finished first, if the results are in. */
export function raceWinner<Entry extends TRaceCardEntry>(race: { entries: Entry[] }): Entry | undefined {
  return race.entries.find((entry) => entry.finishPosition === 1);
}

/** Spec §9: flagged favourite while the race is not finished and the price is 3.00 or shorter. */
export function isFavourite(race: Pick<TRaceCard, 'status'>, entry: TRaceCardEntry): boolean {
  const odds = entryOdds(entry);
  return race.status !== 'finished' && !entry.scratched && odds !== null && Number(odds) <= 3;
}

/** Runners by post position, scratched ones last. */
export function sortedEntries<Entry extends TRaceCardEntry>(race: { entries: Entry[] }): Entry[] {
  return [...race.entries].sort(
    (a, b) =>
      Number(a.scratched) - Number(b.scratched) ||
      (a.postPosition ?? Number.MAX_SAFE_INTEGER) - (b.postPosition ?? Number.MAX_SAFE_INTEGER),
  );
}
