import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FakeServices } from './start-fake-services';

/*
 * For tests: answers in each service's documented shape (reference/data-sources.md), with the
 * quirks kept — TheRacingAPI's numbers as strings and "" for nothing, RapidAPI's local times without
 * an offset, API-Football's envelope with errors [] on success — and real answers other projects
 * saved (fixtures/README.md says where each comes from).
 */

export type RealAnswerName =
  | 'the-racing-api-free-racecards'
  | 'rapidapi-uk-racecards'
  | 'rapidapi-uk-race'
  | 'horse-racing-usa-racecards'
  | 'horse-racing-usa-race';

/**
 * A real saved answer, its days moved (`{ '2023-10-03': '2026-11-25' }`: every value starting with
 * the old day starts with the new one), nothing else changed.
 */
export function realAnswer(name: RealAnswerName, days: Record<string, string> = {}): unknown {
  let text = readFileSync(path.join(import.meta.dirname, '../modules/datasources/fixtures', `${name}.json`), 'utf8');
  for (const [from, to] of Object.entries(days)) text = text.replaceAll(`"${from}`, `"${to}`);
  return JSON.parse(text) as unknown;
}

export type FakeRunner = { id: string; name: string; jockey: string; odds?: string[] };

/**
 * Horse Racing USA's real race (no odds, no title) run on `day`, as it was before the off: the saved
 * answer is from after the race, so it is served unfinished, without positions or starting prices.
 * With the race list's line for it.
 */
export function usRaceBeforeTheOff(day: string) {
  const saved = realAnswer('horse-racing-usa-race', { '2022-01-18': day }) as {
    horses: Record<string, unknown>[];
  } & Record<string, unknown>;
  const race: Record<string, unknown> = {
    ...saved,
    finished: '0',
    horses: saved.horses.map((horse) => ({ ...horse, position: '', sp: '' })),
  };
  const { id_race, course, date, distance, age, finished, canceled } = race;
  return { race, summary: { id_race, course, date, distance, age, finished, canceled } };
}

/** TheRacingAPI /racecards/{plan}: one race. */
export function theRacingApiRacecard(race: {
  raceId: string;
  course: string;
  courseId: string;
  offDt: Date;
  name?: string;
  runners: FakeRunner[];
  abandoned?: boolean;
}) {
  return {
    race_id: race.raceId,
    course: race.course,
    course_id: race.courseId,
    date: race.offDt.toISOString().slice(0, 10),
    off_time: '1:44',
    off_dt: race.offDt.toISOString().replace('.000Z', '+00:00'),
    race_name: race.name ?? `${race.course} Handicap`,
    distance_round: '1m',
    distance: '1m53y',
    distance_f: '8.0',
    region: 'GB',
    pattern: '',
    race_class: 'Class 6',
    type: 'Flat',
    age_band: '2yo',
    rating_band: '0-60',
    prize: '£3,140',
    field_size: String(race.runners.length),
    going: 'Good',
    surface: 'Turf',
    big_race: false,
    is_abandoned: race.abandoned ?? false,
    runners: race.runners.map((runner, index) => ({
      horse_id: runner.id,
      horse: runner.name,
      dob: '2023-04-02',
      age: '2',
      sex: 'gelding',
      sex_code: 'G',
      colour: 'b',
      region: 'IRE',
      breeder: 'Breeder Ltd',
      sire: 'Frankel',
      sire_id: 'sir_1',
      dam: `Dam of ${runner.name}`,
      dam_id: `dam_${runner.id}`,
      damsire: 'Galileo',
      damsire_id: 'sir_2',
      trainer: 'John Gosden',
      trainer_id: 'trn_1',
      owner: 'Godolphin',
      owner_id: 'own_1',
      number: String(index + 1),
      draw: String(index + 3),
      headgear: '',
      lbs: '133',
      ofr: '60',
      rpr: '63',
      ts: '38',
      jockey: runner.jockey,
      jockey_id: `jky_${runner.id}`,
      silk_url: '',
      last_run: '95',
      form: '490',
      odds: (runner.odds ?? []).map((decimal, bookmaker) => ({
        bookmaker: `Book ${bookmaker}`,
        fractional: '',
        decimal,
        updated: '2025-10-14 13:10:21',
      })),
    })),
  };
}

export function theRacingApiPage(racecards: unknown[]) {
  return { racecards, total: racecards.length, limit: 200, skip: 0, query: [] };
}

/** TheRacingAPI /results: one race, runners in finishing order (position strings, "PU" for pulled up). */
export function theRacingApiResult(race: {
  raceId: string;
  course: string;
  offDt: Date;
  runners: { id: string; name: string; position: string }[];
}) {
  return {
    race_id: race.raceId,
    date: race.offDt.toISOString().slice(0, 10),
    region: 'GB',
    course: race.course,
    course_id: 'crs_1',
    off: '1:44',
    off_dt: race.offDt.toISOString(),
    race_name: 'Handicap',
    type: 'Flat',
    class: 'Class 6',
    dist_y: '1320',
    dist_f: '6f',
    going: 'Good',
    runners: race.runners.map((runner) => ({
      horse_id: runner.id,
      horse: runner.name,
      sp: '7/2',
      sp_dec: '4.50',
      number: '1',
      position: runner.position,
      draw: '3',
      btn: runner.position === '1' ? '0' : 'nk',
      ovr_btn: '1.5',
      time: runner.position === '1' ? '1:13.45' : '',
      or: '60',
      rpr: '63',
      tsr: '38',
      prize: runner.position === '1' ? '3140.00' : '',
      jockey: 'J',
      jockey_id: 'jky',
      comment: 'Led close home',
    })),
  };
}

/** RapidAPI racing /race/{id}: a race with its horses (local time, no offset). */
export function rapidApiRace(race: {
  id: string;
  course: string;
  localDate: string;
  finished?: boolean;
  canceled?: boolean;
  horses: { id: string; name: string; jockey: string; odd?: string; position?: string; nonRunner?: boolean }[];
}) {
  return {
    id_race: race.id,
    course: race.course,
    date: race.localDate,
    title: `${race.course} Stakes`,
    distance: '6 furlongs',
    age: '3',
    going: 'Fast',
    finished: race.finished ? '1' : '0',
    canceled: race.canceled ? '1' : '0',
    finish_time: '',
    prize: '$25,000',
    class: '5',
    horses: race.horses.map((horse, index) => ({
      horse: horse.name,
      id_horse: horse.id,
      jockey: horse.jockey,
      trainer: 'Bob Baffert',
      age: '3',
      weight: '8-10',
      number: String(index + 1),
      last_ran_days_ago: '21',
      non_runner: horse.nonRunner ? '1' : '0',
      form: '1-2-3',
      position: horse.position ?? '',
      distance_beaten: '',
      owner: 'Owner',
      sire: 'Sire',
      dam: 'Dam',
      OR: '73',
      sp: race.finished ? '5/2' : '',
      odds: horse.odd ? [{ bookie: 'Bet365', odd: horse.odd, last_update: '2021-09-02 19:16:03', url: '' }] : [],
    })),
  };
}

type RapidApiCard = Record<string, unknown>;

/** The summary the race list gives (no horses). */
export function rapidApiSummary(race: RapidApiCard) {
  const { id_race, course, date, title, distance, age, going, finished, canceled } = race;
  return { id_race, course, date, title, distance, age, going, finished, canceled };
}

/** A RapidAPI racing service (UK or USA) serving these races: each one's summary in the day's list, its card at /race/{id}. */
export function serveRapidApiRaces(fake: FakeServices, service: 'rapid-uk' | 'rapid-us', races: RapidApiCard[]) {
  fake.route(service, '/racecards', { body: races.map(rapidApiSummary) });
  for (const race of races) fake.route(service, `/race/${String(race.id_race)}`, { body: race });
}

/** API-Football's envelope. */
export function apiFootballAnswer(
  response: unknown,
  options: { errors?: unknown; paging?: { current: number; total: number } } = {},
) {
  return {
    get: 'fixtures',
    parameters: {},
    errors: options.errors ?? [],
    results: Array.isArray(response) ? response.length : 1,
    paging: options.paging ?? { current: 1, total: 1 },
    response,
  };
}

export function apiFootballFixture(fixture: {
  id: number;
  date: Date;
  home: { id: number; name: string };
  away: { id: number; name: string };
  status?: string;
  goals?: { home: number | null; away: number | null };
}) {
  const finished = fixture.status === 'FT';
  return {
    fixture: {
      id: fixture.id,
      referee: 'M. Oliver',
      timezone: 'UTC',
      date: fixture.date.toISOString().replace('.000Z', '+00:00'),
      timestamp: Math.floor(fixture.date.getTime() / 1000),
      venue: { id: 556, name: 'Old Trafford', city: 'Manchester' },
      status: { long: finished ? 'Match Finished' : 'Not Started', short: fixture.status ?? 'NS', elapsed: null },
    },
    league: { id: 39, name: 'Premier League', country: 'England', season: 2025, round: 'Regular Season - 1' },
    teams: {
      home: {
        id: fixture.home.id,
        name: fixture.home.name,
        winner: finished ? (fixture.goals!.home! > fixture.goals!.away! ? true : null) : null,
      },
      away: {
        id: fixture.away.id,
        name: fixture.away.name,
        winner: finished ? (fixture.goals!.away! > fixture.goals!.home! ? true : null) : null,
      },
    },
    goals: fixture.goals ?? { home: null, away: null },
    score: { halftime: { home: null, away: null }, fulltime: fixture.goals ?? { home: null, away: null } },
  };
}

export function apiFootballOdds(fixtureId: number, books: { home: string; draw: string; away: string }[]) {
  return {
    fixture: { id: fixtureId },
    league: { id: 39 },
    bookmakers: books.map((book, index) => ({
      id: index + 1,
      name: `Book ${index}`,
      bets: [
        {
          id: 1,
          name: 'Match Winner',
          values: [
            { value: 'Home', odd: book.home },
            { value: 'Draw', odd: book.draw },
            { value: 'Away', odd: book.away },
          ],
        },
      ],
    })),
  };
}

/** The Odds API /v4/sports/{sport}/odds: one event with h2h prices from each bookmaker. */
export function oddsApiEvent(event: {
  id: string;
  sportKey: string;
  commence: Date;
  home: string;
  away: string;
  books: { home: number; away: number; draw?: number }[];
}) {
  return {
    id: event.id,
    sport_key: event.sportKey,
    sport_title: 'EPL',
    commence_time: event.commence.toISOString().replace('.000Z', 'Z'),
    home_team: event.home,
    away_team: event.away,
    bookmakers: event.books.map((book, index) => ({
      key: `book${index}`,
      title: `Book ${index}`,
      last_update: event.commence.toISOString(),
      markets: [
        {
          key: 'h2h',
          last_update: event.commence.toISOString(),
          outcomes: [
            { name: event.home, price: book.home },
            { name: event.away, price: book.away },
            ...(book.draw ? [{ name: 'Draw', price: book.draw }] : []),
          ],
        },
      ],
    })),
  };
}
