import type { TSportOdds } from '@galope/contracts';
import { createRng, type Rng } from './create-rng';
import { formatDecimalOdds, snapBook } from './race-book';
import { type SportKind, TOURNAMENTS } from './sports-catalogue';

/**
 * How a fixture plays out, drawn whole from its stream key: the scoring timeline, the duration and the
 * live prices at each moment. The tick only asks `stateAt(elapsed)`, so the score shown never depends
 * on how often the simulator ticks, and a restart carries on the same match.
 */

export type SportState = { homeScore: number; awayScore: number; odds: TSportOdds };
export type SportPlan = {
  sport: SportKind;
  /** Simulated seconds from the start to the final whistle. */
  durationSeconds: number;
  openingOdds: TSportOdds;
  /** The score and live prices `elapsedSeconds` after the start; from durationSeconds on, the final score. */
  stateAt(elapsedSeconds: number): SportState;
};
export type SportFixture = {
  externalId: string | null;
  sport: string;
  tournament: string | null;
  homeTeam: string;
  awayTeam: string;
  scheduledTime: Date;
};

/** Bookmaker margins: Σ 1/odds of a fresh market. */
const MARGIN = { threeWay: 1.06, twoWay: 1.05 } as const;
const ODDS_LIMITS = { min: 1.01, max: 101 } as const;

/** Like raceStreamKey: the fixture's own seeded content names its stream, so restarts never re-draw a match. */
export function sportStreamKey(event: SportFixture): string {
  return `${event.externalId ?? ''}|${event.homeTeam}|${event.awayTeam}|${event.scheduledTime.toISOString()}`;
}

export function planSportEvent(event: SportFixture): SportPlan {
  const rng = createRng(sportStreamKey(event), 'play');
  const tournament = TOURNAMENTS.find((candidate) => candidate.name === event.tournament);
  const sport: SportKind =
    event.sport === 'basketball' || event.sport === 'tennis' ? event.sport : (tournament?.sport ?? 'football');
  const home = ratingOf(event.homeTeam, sport);
  const away = ratingOf(event.awayTeam, sport);
  const checkpoints =
    sport === 'football'
      ? footballTimeline(rng, home, away)
      : sport === 'basketball'
        ? basketballTimeline(rng, home, away, tournament?.minutes ?? 48)
        : tennisTimeline(rng, home, away, tournament?.bestOf ?? 3);
  const last = checkpoints.at(-1)!;
  return {
    sport,
    durationSeconds: last.at,
    openingOdds: checkpoints[0]!.odds,
    stateAt(elapsedSeconds) {
      // Once it is over the market is closed: the record keeps the pre-match prices, as results pages do.
      if (elapsedSeconds >= last.at) return { homeScore: last.home, awayScore: last.away, odds: checkpoints[0]!.odds };
      let current = checkpoints[0]!;
      for (const checkpoint of checkpoints) {
        if (checkpoint.at > elapsedSeconds) break;
        current = checkpoint;
      }
      return { homeScore: current.home, awayScore: current.away, odds: current.odds };
    },
  };
}

type Checkpoint = { at: number; home: number; away: number; odds: TSportOdds };

const RATING_DEFAULTS: Record<SportKind, number> = { football: 1700, basketball: 1550, tennis: 1900 };

function ratingOf(name: string, sport: SportKind): number {
  for (const tournament of TOURNAMENTS) {
    if (tournament.sport !== sport) continue;
    const found = tournament.competitors.find((competitor) => competitor.name === name);
    if (found) return found.rating;
  }
  return RATING_DEFAULTS[sport];
}

/**
 * Goals as two Poisson processes over the playing time; a 15-minute half-time sits in the middle of the
 * elapsed clock. Prices are recomputed at each goal and every five minutes from the goals still expected.
 */
function footballTimeline(rng: Rng, home: number, away: number): Checkpoint[] {
  const strength = ((home + 60 - away) / 400) * 0.65;
  const rateHome = 1.4 * Math.exp(strength);
  const rateAway = 1.15 * Math.exp(-strength);
  const firstHalf = 45 + rng.int(1, 4);
  const playing = firstHalf + 45 + rng.int(2, 6);
  const halfTime = 15;
  const toElapsed = (minute: number) => Math.round((minute <= firstHalf ? minute : minute + halfTime) * 60);
  const played = (elapsed: number) => {
    const minute = elapsed / 60;
    if (minute <= firstHalf) return minute;
    return minute < firstHalf + halfTime ? firstHalf : minute - halfTime;
  };
  const goals = [
    ...poissonTimes(rng, (rateHome * playing) / 90, playing).map((minute) => ({ at: toElapsed(minute), home: true })),
    ...poissonTimes(rng, (rateAway * playing) / 90, playing).map((minute) => ({ at: toElapsed(minute), home: false })),
  ].sort((a, b) => a.at - b.at);

  const duration = (playing + halfTime) * 60;
  const moments = new Set<number>([0, duration, ...goals.map((goal) => goal.at)]);
  for (let at = 300; at < duration; at += 300) moments.add(at);
  return [...moments]
    .sort((a, b) => a - b)
    .map((at) => {
      const scoreHome = goals.filter((goal) => goal.home && goal.at <= at).length;
      const scoreAway = goals.filter((goal) => !goal.home && goal.at <= at).length;
      const left = Math.max(0, playing - played(at)) / 90;
      const [home, draw, away] = priceMarket(
        footballOutcome(scoreHome - scoreAway, rateHome * left, rateAway * left),
        MARGIN.threeWay,
      );
      return { at, home: scoreHome, away: scoreAway, odds: { home: home!, draw: draw!, away: away! } };
    });
}

/** P(home win, draw, away win) given the current goal difference and the goals still expected from each side. */
function footballOutcome(lead: number, expectHome: number, expectAway: number): [number, number, number] {
  const maxGoals = 12;
  const pHome = poissonPmf(expectHome, maxGoals);
  const pAway = poissonPmf(expectAway, maxGoals);
  let win = 0;
  let draw = 0;
  let loss = 0;
  for (let h = 0; h <= maxGoals; h += 1) {
    for (let a = 0; a <= maxGoals; a += 1) {
      const p = pHome[h]! * pAway[a]!;
      const final = lead + h - a;
      if (final > 0) win += p;
      else if (final === 0) draw += p;
      else loss += p;
    }
  }
  const total = win + draw + loss;
  return [win / total, draw / total, loss / total];
}

/**
 * Points minute by minute, each side around its expected rate; a tie after regulation goes to
 * five-minute overtimes until someone leads. Prices follow the lead and the minutes left.
 */
function basketballTimeline(rng: Rng, home: number, away: number, minutes: 40 | 48): Checkpoint[] {
  const base = minutes === 48 ? 114 : 81;
  const margin = (home + 70 - away) / 28;
  const perMinuteHome = (base + margin / 2) / minutes;
  const perMinuteAway = (base - margin / 2) / minutes;
  const spread = (minutes === 48 ? 10 : 8.5) / Math.sqrt(minutes);
  const stretch = rng.float(2.15, 2.45);
  const quarter = minutes / 4;

  const checkpoints: Checkpoint[] = [];
  let elapsed = 0;
  let scoreHome = 0;
  let scoreAway = 0;
  const oddsFor = (left: number) => {
    const lead = scoreHome - scoreAway;
    let pHome: number;
    if (left <= 0) pHome = lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
    else pHome = normalCdf((lead + (perMinuteHome - perMinuteAway) * left) / (spread * Math.SQRT2 * Math.sqrt(left)));
    const [home, away] = priceMarket([pHome, 1 - pHome], MARGIN.twoWay);
    return { home: home!, away: away! };
  };
  checkpoints.push({ at: 0, home: 0, away: 0, odds: oddsFor(minutes) });

  let played = 0;
  let regulation = minutes;
  while (played < regulation || scoreHome === scoreAway) {
    if (played === regulation) {
      regulation += 5;
      elapsed += 120;
    } else if (played > 0 && played < minutes && played % quarter === 0) {
      elapsed += played === minutes / 2 ? 15 * 60 : 120;
    }
    played += 1;
    elapsed += Math.round(60 * stretch);
    scoreHome += Math.max(0, Math.round(rng.normal(perMinuteHome, spread)));
    scoreAway += Math.max(0, Math.round(rng.normal(perMinuteAway, spread)));
    checkpoints.push({ at: elapsed, home: scoreHome, away: scoreAway, odds: oddsFor(regulation - played) });
  }
  return checkpoints;
}

/** Sets, each won with a fixed chance from the ratings; the score is sets won, updated as each set ends. */
function tennisTimeline(rng: Rng, home: number, away: number, bestOf: 3 | 5): Checkpoint[] {
  const need = Math.ceil(bestOf / 2);
  const setChance = 1 / (1 + 10 ** (-(home - away) / 700));
  const matchChance = (won: number, lost: number): number => {
    if (won === need) return 1;
    if (lost === need) return 0;
    return setChance * matchChance(won + 1, lost) + (1 - setChance) * matchChance(won, lost + 1);
  };
  const oddsFor = (won: number, lost: number) => {
    const p = matchChance(won, lost);
    const [home, away] = priceMarket([p, 1 - p], MARGIN.twoWay);
    return { home: home!, away: away! };
  };
  const checkpoints: Checkpoint[] = [{ at: 0, home: 0, away: 0, odds: oddsFor(0, 0) }];
  let elapsed = 0;
  let sets = [0, 0] as [number, number];
  while (sets[0] < need && sets[1] < need) {
    if (elapsed > 0) elapsed += 120;
    elapsed += rng.int(32, 58) * 60;
    sets = rng.chance(setChance) ? [sets[0] + 1, sets[1]] : [sets[0], sets[1] + 1];
    checkpoints.push({ at: elapsed, home: sets[0], away: sets[1], odds: oddsFor(sets[0], sets[1]) });
  }
  return checkpoints;
}

/**
 * A market's decimal odds for its outcomes' chances at a margin: steps of the bookmakers' ladder
 * within sensible limits, the margin kept within a point of the one aimed at where the limits allow
 * (a match all but decided cannot price its favourite shorter than 1.01).
 */
function priceMarket(chances: readonly number[], margin: number): string[] {
  const exact = chances.map((chance) =>
    Math.min(ODDS_LIMITS.max, Math.max(ODDS_LIMITS.min, chance <= 0 ? ODDS_LIMITS.max : 1 / (chance * margin))),
  );
  return snapBook(exact, { overround: margin, tolerance: 0.01, maxOdds: ODDS_LIMITS.max }).map(formatDecimalOdds);
}

function poissonTimes(rng: Rng, mean: number, span: number): number[] {
  // Knuth: fine for the small means of football.
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = rng.next(); product > limit; product *= rng.next()) count += 1;
  return Array.from({ length: count }, () => rng.float(0.5, span));
}

function poissonPmf(mean: number, max: number): number[] {
  const pmf = [Math.exp(-mean)];
  for (let k = 1; k <= max; k += 1) pmf.push((pmf[k - 1]! * mean) / k);
  return pmf;
}

/** Φ(x) by the Abramowitz–Stegun erf approximation (error < 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
