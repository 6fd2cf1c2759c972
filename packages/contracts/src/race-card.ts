import type { TRaceStatus } from './enums';
import { type TRaceResponse, ZOddsStringSchema, ZRaceResponseSchema } from './racing';
import { z } from './zod-config';

/** A card shows three runners: the board's card has room for three. */
export const RACE_CARD_RUNNERS = 3;

/**
 * A runner of a board list as one row: [entry id, horse, jockey, current odds, morning line, post
 * position, finish position]. A row, not an object: sixty races of three runners repeated the seven
 * field names 180 times, and with them a list of cards stayed over 40 KB however short the names.
 */
export const ZRaceCardRunnerSchema = z.tuple([
  z.int(),
  z.string(),
  z.nullable(z.string()),
  z.nullable(ZOddsStringSchema),
  z.nullable(ZOddsStringSchema),
  z.nullable(z.int()),
  z.nullable(z.int()),
]);
export type TRaceCardRunner = z.infer<typeof ZRaceCardRunnerSchema>;

/**
 * A race as the board's lists carry it: the race's fields every client reads, and in
 * `entries` only the runners its card shows (`raceCardRunners`), never the whole field: the race page
 * reads that from `GET /api/races/{id}`.
 */
export const ZRaceCardResponseSchema = z.extend(
  z.pick(ZRaceResponseSchema, {
    id: true,
    name: true,
    racetrack: true,
    scheduledTime: true,
    status: true,
    distance: true,
    category: true,
    surface: true,
    hasLiveStream: true,
    hasReplay: true,
    liveStreamUrl: true,
    replayVideoUrl: true,
    videoProvider: true,
  }),
  { entries: z.array(ZRaceCardRunnerSchema) },
);
export type TRaceCardResponse = z.infer<typeof ZRaceCardResponseSchema>;

/** `GET /api/races/live`, `/upcoming`, `/finished`. */
export const ZRaceCardListResponseSchema = z.array(ZRaceCardResponseSchema);

/** A card's runner read back into the shape of a race's entry (the fields a card shows). */
export type TRaceCardEntry = {
  id: number;
  horse: { name: string };
  jockey: { name: string | null };
  currentOdds: string | null;
  morningLineOdds: string | null;
  postPosition: number | null;
  finishPosition: number | null;
  /** Always false in a list; an odds frame may scratch a runner after. */
  scratched: boolean;
};

/** A card as the web app keeps it: a full race (`TRaceResponse`) is one too. */
export type TRaceCard = Omit<TRaceCardResponse, 'entries'> & { entries: TRaceCardEntry[] };

type RankedEntry = Pick<
  TRaceCardEntry,
  'id' | 'currentOdds' | 'morningLineOdds' | 'postPosition' | 'finishPosition' | 'scratched'
>;

/** The price a runner is shown at: current odds, else the morning line (docs/rules/betting.md). */
export function shownOdds(entry: Pick<RankedEntry, 'currentOdds' | 'morningLineOdds'>): string | null {
  return entry.currentOdds ?? entry.morningLineOdds;
}

function priceOf(entry: RankedEntry): number {
  const odds = shownOdds(entry);
  return odds === null ? Number.POSITIVE_INFINITY : Number(odds);
}

const byPost = (a: RankedEntry, b: RankedEntry) =>
  (a.postPosition ?? Number.MAX_SAFE_INTEGER) - (b.postPosition ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/**
 * The runners a race's card shows (decision 027), the same on the server, which puts only these in the
 * lists, and in the browser, which ranks what it holds again as prices move: once the race has
 * finished with its result in, the first ones past the post; otherwise the shortest prices (current
 * odds, else the morning line; a runner with neither last) among the runners still in the race.
 */
export function raceCardRunners<Entry extends RankedEntry>(
  race: { status: TRaceStatus; entries: readonly Entry[] },
  count = RACE_CARD_RUNNERS,
): Entry[] {
  const running = race.entries.filter((entry) => !entry.scratched);
  if (race.status === 'finished') {
    const placed = running.filter((entry) => entry.finishPosition !== null && entry.finishPosition > 0);
    if (placed.length > 0) {
      return placed.sort((a, b) => a.finishPosition! - b.finishPosition! || byPost(a, b)).slice(0, count);
    }
  }
  return running.sort((a, b) => priceOf(a) - priceOf(b) || byPost(a, b)).slice(0, count);
}

/** A full race as its card in a board list (the server writes the lists with this). */
export function toRaceCardResponse(race: TRaceResponse): TRaceCardResponse {
  return {
    id: race.id,
    name: race.name,
    racetrack: race.racetrack,
    scheduledTime: race.scheduledTime,
    status: race.status,
    distance: race.distance,
    category: race.category,
    surface: race.surface,
    hasLiveStream: race.hasLiveStream,
    hasReplay: race.hasReplay,
    liveStreamUrl: race.liveStreamUrl,
    replayVideoUrl: race.replayVideoUrl,
    videoProvider: race.videoProvider,
    entries: raceCardRunners(race).map((entry) => [
      entry.id,
      entry.horse.name,
      entry.jockey.name,
      entry.currentOdds,
      entry.morningLineOdds,
      entry.postPosition,
      entry.finishPosition,
    ]),
  };
}

/** A card of a board list as the browser keeps it: its runners as entries again. */
export function fromRaceCardResponse({ entries, ...race }: TRaceCardResponse): TRaceCard {
  return {
    ...race,
    entries: entries.map(
      ([id, horse, jockey, currentOdds, morningLineOdds, postPosition, finishPosition]): TRaceCardEntry => ({
        id,
        horse: { name: horse },
        jockey: { name: jockey },
        currentOdds,
        morningLineOdds,
        postPosition,
        finishPosition,
        scratched: false,
      }),
    ),
  };
}

/**
 * A race the browser already holds in full (its page was open) as the card a list would carry, for
 * a list it moves into before that list is fetched again.
 */
export function toRaceCard(race: TRaceResponse): TRaceCard {
  return fromRaceCardResponse(toRaceCardResponse(race));
}
