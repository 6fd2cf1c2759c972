import type { TSearchResponse } from '@galope/contracts';

export type SearchGroup = 'races' | 'horses' | 'jockeys' | 'racetracks' | 'events';

/** One line of the dialog's list: where it leads (none: a horse or jockey with no race to come). */
export type SearchOption = {
  id: string;
  group: SearchGroup;
  title: string;
  detail: string;
  to: string | null;
};

/** The groups in the order the dialog lists them. */
export const SEARCH_GROUPS: readonly SearchGroup[] = ['races', 'horses', 'jockeys', 'racetracks', 'events'];

type Describe = {
  /** A race's place and start: "Santa Anita Park · sáb 28 nov, 15:30". */
  raceLine: (race: { racetrack: { name: string }; scheduledTime: string }) => string;
  status: (status: string) => string;
  noNextRace: string;
  nextRace: (race: { name: string; racetrack: { name: string }; scheduledAt: string }) => string;
  nextRide: (ride: { name: string; horseName: string; racetrack: { name: string }; scheduledAt: string }) => string;
  event: (event: { tournament: string | null; scheduledTime: string }) => string;
  country: (country: string | null) => string;
};

/**
 * The answer as the dialog's options, grouped: each leads to its page. A horse or a jockey leads to
 * their next race; a racetrack to /betting showing its races.
 */
export function toSearchOptions(answer: TSearchResponse, describe: Describe): Record<SearchGroup, SearchOption[]> {
  /** A horse or a jockey leads to their next race, described; with none to come, nowhere. */
  const toNextRace = <TRace extends { id: number }>(
    option: Pick<SearchOption, 'id' | 'group' | 'title'>,
    next: TRace | undefined,
    describeNext: (race: TRace) => string,
  ): SearchOption => ({
    ...option,
    detail: next ? describeNext(next) : describe.noNextRace,
    to: next ? `/race/${next.id}` : null,
  });

  return {
    races: answer.races.map((race) => ({
      id: `race-${race.id}`,
      group: 'races',
      title: race.name,
      detail: `${describe.raceLine(race)} · ${describe.status(race.status)}`,
      to: `/race/${race.id}`,
    })),
    horses: answer.horses.map((horse) =>
      toNextRace({ id: `horse-${horse.id}`, group: 'horses', title: horse.name }, horse.nextRace, describe.nextRace),
    ),
    jockeys: answer.jockeys.map((jockey) =>
      toNextRace(
        { id: `jockey-${jockey.id}`, group: 'jockeys', title: jockey.name },
        jockey.nextRide,
        describe.nextRide,
      ),
    ),
    racetracks: answer.racetracks.map((track) => ({
      id: `racetrack-${track.id}`,
      group: 'racetracks',
      title: track.name,
      detail: describe.country(track.country),
      to: `/betting?racetrack=${encodeURIComponent(track.name)}`,
    })),
    events: answer.events.map((event) => ({
      id: `event-${event.id}`,
      group: 'events',
      title: `${event.homeTeam} – ${event.awayTeam}`,
      detail: `${describe.event(event)} · ${describe.status(event.status)}`,
      to: `/event/${event.id}`,
    })),
  };
}
