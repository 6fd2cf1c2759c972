import type { TSportOdds } from '@galope/contracts';
import { planSportEvent } from './plan-sport-event';
import { createRng, type Rng } from './create-rng';
import { dayCode, dayStart, minutesOf, type SimDay, weekday } from './sim-calendar';
import {
  type Competitor,
  OUTDOOR_WEATHER,
  REFEREES,
  type SportKind,
  TOURNAMENTS,
  type Tournament,
} from './sports-catalogue';

export type GeneratedSportEvent = {
  externalId: string;
  sport: SportKind;
  tournament: string;
  homeTeam: string;
  awayTeam: string;
  scheduledTime: Date;
  country: string;
  venue: string;
  city: string;
  details: { referee: string; attendance: number; weather?: string; surface: string };
  recentForm: { home: string[]; away: string[] };
  headToHead: {
    total: number;
    homeWins: number;
    awayWins: number;
    lastMeeting?: { date: string; result: string; venue: string };
  };
  /** Pre-match prices; football has a draw, basketball and tennis do not. */
  odds: TSportOdds;
};

export type GeneratedSportDay = { day: SimDay; events: GeneratedSportEvent[] };

/**
 * One UTC day of fixtures: football, basketball and tennis from the tournaments in season on that
 * weekday and month. Pure: the same seed and day give the same fixtures and prices.
 */
export function generateSportDay(options: { seed: number; day: SimDay }): GeneratedSportDay {
  const { seed, day } = options;
  const rng = createRng(seed, 'sport-day', day);
  const start = dayStart(day).getTime();
  const month = Number(day.slice(5, 7));
  const busy = new Set<string>();
  const events: GeneratedSportEvent[] = [];

  for (const tournament of TOURNAMENTS) {
    if (tournament.months && !tournament.months.includes(month)) continue;
    const range = tournament.fixtures[weekday(day)];
    if (!range) continue;
    const wanted = rng.int(range[0], range[1]);
    const free = rng.shuffle(tournament.competitors.filter((competitor) => !busy.has(competitor.name)));
    const times = Array.from({ length: wanted }, () => rng.pick(tournament.startTimes)).sort(
      (a, b) => timeOfDay(a) - timeOfDay(b),
    );
    for (let i = 0; i < wanted && free.length >= 2; i += 1) {
      const home = free.pop()!;
      const away = free.pop()!;
      busy.add(home.name);
      busy.add(away.name);
      events.push(fixture(rng, { day, tournament, home, away, index: i, at: start + timeOfDay(times[i]!) * 60_000 }));
    }
  }
  return { day, events: events.sort((a, b) => a.scheduledTime.getTime() - b.scheduledTime.getTime()) };
}

function timeOfDay(time: string): number {
  return minutesOf(time);
}

function fixture(
  rng: Rng,
  options: { day: SimDay; tournament: Tournament; home: Competitor; away: Competitor; index: number; at: number },
): GeneratedSportEvent {
  const { day, tournament, home, away, index, at } = options;
  const sport = tournament.sport;
  const place = tournament.venue ?? { venue: home.venue, city: home.city, country: home.country, surface: undefined };
  const scheduledTime = new Date(at);
  const externalId = `sim-${sport}-${dayCode(day)}-${tournament.key}-${index + 1}`;
  const fixture = {
    externalId,
    sport,
    tournament: tournament.name,
    homeTeam: home.name,
    awayTeam: away.name,
    scheduledTime,
  };
  const plan = planSportEvent(fixture);
  const outdoor = sport !== 'basketball';
  return {
    ...fixture,
    country: place.country,
    venue: place.venue,
    city: place.city,
    details: {
      referee: rng.pick(REFEREES[sport]),
      attendance: attendance(rng, sport, tournament, home),
      ...(outdoor ? { weather: `${rng.pick(OUTDOOR_WEATHER)}, ${rng.int(6, 31)} °C` } : {}),
      surface: sport === 'tennis' ? (place.surface ?? 'hard') : sport === 'football' ? 'grass' : 'parquet',
    },
    recentForm: {
      home: recentForm(rng, sport, tournament, home),
      away: recentForm(rng, sport, tournament, away),
    },
    headToHead: headToHead(rng, { day, sport, tournament, home, away }),
    odds: plan.openingOdds,
  };
}

function attendance(rng: Rng, sport: SportKind, tournament: Tournament, home: Competitor): number {
  if (sport === 'tennis') return rng.int(5, 15) * 1000 + rng.int(0, 999);
  if (sport === 'basketball') {
    return tournament.minutes === 48 ? rng.int(17_000, 20_500) : rng.int(6_000, 15_500);
  }
  const capacity = Math.min(81_000, Math.max(12_000, 15_000 + (home.rating - 1600) * 150));
  return Math.round(capacity * rng.float(0.72, 0.99));
}

function mean(tournament: Tournament): number {
  return tournament.competitors.reduce((sum, competitor) => sum + competitor.rating, 0) / tournament.competitors.length;
}

/** The last five results, most recent last; stronger sides win more. Only football has draws. */
function recentForm(rng: Rng, sport: SportKind, tournament: Tournament, side: Competitor): string[] {
  const win = 1 / (1 + 10 ** (-(side.rating - mean(tournament)) / 400));
  return Array.from({ length: 5 }, () => {
    if (sport !== 'football') return rng.chance(win) ? 'W' : 'L';
    const draw = rng.chance(0.25);
    if (draw) return 'D';
    return rng.chance(win) ? 'W' : 'L';
  });
}

function headToHead(
  rng: Rng,
  options: { day: SimDay; sport: SportKind; tournament: Tournament; home: Competitor; away: Competitor },
): GeneratedSportEvent['headToHead'] {
  const { day, sport, tournament, home, away } = options;
  const total = sport === 'tennis' ? rng.int(0, 10) : sport === 'football' ? rng.int(4, 40) : rng.int(4, 30);
  const homeChance = 1 / (1 + 10 ** (-(home.rating - away.rating) / 400));
  let homeWins = 0;
  let awayWins = 0;
  for (let i = 0; i < total; i += 1) {
    if (sport === 'football' && rng.chance(0.26)) continue;
    if (rng.chance(homeChance)) homeWins += 1;
    else awayWins += 1;
  }
  if (total === 0) return { total, homeWins, awayWins };
  const daysAgo = rng.int(20, 700);
  const date = new Date(dayStart(day).getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const atHome = rng.chance(0.5);
  const venue = tournament.venue?.venue ?? (atHome ? home.venue : away.venue);
  return { total, homeWins, awayWins, lastMeeting: { date, result: pastResult(rng, sport, tournament), venue } };
}

/** A plausible final score, from the home side's point of view: "2-1", "104-98", "6-4 3-6 7-5". */
function pastResult(rng: Rng, sport: SportKind, tournament: Tournament): string {
  if (sport === 'football') return `${rng.pickWeighted(GOALS)}-${rng.pickWeighted(GOALS)}`;
  if (sport === 'basketball') {
    const base = tournament.minutes === 48 ? 112 : 80;
    let home = Math.round(rng.normal(base, 10));
    const away = Math.round(rng.normal(base, 10));
    if (home === away) home += rng.chance(0.5) ? 3 : -3;
    return `${home}-${away}`;
  }
  const need = tournament.bestOf === 5 ? 3 : 2;
  const sets: string[] = [];
  let won = 0;
  let lost = 0;
  while (won < need && lost < need) {
    const loserGames = rng.pick([0, 1, 2, 3, 4, 4, 5, 6]);
    const winnerGames = loserGames >= 5 ? loserGames + (loserGames === 6 ? 1 : 2) : 6;
    const homeTakes = rng.chance(0.5);
    if (homeTakes) won += 1;
    else lost += 1;
    sets.push(homeTakes ? `${winnerGames}-${loserGames}` : `${loserGames}-${winnerGames}`);
  }
  return sets.join(' ');
}

const GOALS: readonly (readonly [number, number])[] = [
  [0, 26],
  [1, 34],
  [2, 22],
  [3, 11],
  [4, 5],
  [5, 2],
];
