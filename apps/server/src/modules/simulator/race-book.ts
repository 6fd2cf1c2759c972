import { nearestLadderIndex, ODDS_LADDER } from '@galope/contracts';
import type { Rng } from './create-rng';

/**
 * The bookmaker's side of a race: turning chances into decimal odds and moving them.
 *
 * Every price is a step of the bookmakers' ladder (packages/contracts odds-ladder.ts: 2.38, 6/4,
 * 13/8, never 29/4). Every book is aimed at an overround (Σ 1/odds) in OVERROUND_TARGET; snapping to
 * the ladder moves it, so `snapBook` then steps single runners until the book is back within
 * SNAP_TOLERANCE of its aim, and the published odds always sum to within OVERROUND_BOUNDS (the
 * documented guarantee the tests hold it to).
 */
export const OVERROUND_TARGET = { min: 1.15, max: 1.25 } as const;
export const OVERROUND_BOUNDS = { min: 1.12, max: 1.3 } as const;
export const MIN_ODDS = 1.01;

/**
 * No runner is priced shorter than 1/(0.70 × overround) (about 1.14) nor longer than about 110:
 * a book with a 1.01 shot would break the overround, and 500/1 shots look like a bug.
 */
const CHANCE_BOUNDS = { min: 0.008, max: 0.7 } as const;
/** Log-scale volatility of one drift step (every 10–30 simulated seconds). */
const DRIFT_SIGMA = 0.04;
/** How far a snapped book's overround may sit from the one aimed at: 1.15–1.25 stays inside 1.12–1.3. */
const SNAP_TOLERANCE = 0.02;

/** Normalises positive weights to chances that sum to 1 and respect CHANCE_BOUNDS. */
export function boundedChances(weights: readonly number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  if (n === 1) return [1];
  const chances = weights.map((weight) => Math.max(weight, 1e-9));
  const fixed = new Array<boolean>(n).fill(false);
  for (let round = 0; round < 50; round += 1) {
    const fixedMass = chances.reduce((sum, chance, i) => (fixed[i] ? sum + chance : sum), 0);
    const freeMass = chances.reduce((sum, chance, i) => (fixed[i] ? sum : sum + chance), 0);
    const scale = (1 - fixedMass) / freeMass;
    let changed = false;
    for (let i = 0; i < n; i += 1) {
      if (fixed[i]) continue;
      chances[i] = chances[i]! * scale;
      if (chances[i]! > CHANCE_BOUNDS.max) {
        chances[i] = CHANCE_BOUNDS.max;
        fixed[i] = true;
        changed = true;
      } else if (chances[i]! < CHANCE_BOUNDS.min) {
        chances[i] = CHANCE_BOUNDS.min;
        fixed[i] = true;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return chances;
}

/** Decimal odds for these chances at this overround, on the ladder (so never below MIN_ODDS). */
export function priceBook(chances: readonly number[], overround: number): number[] {
  return snapBook(
    chances.map((chance) => 1 / (chance * overround)),
    { overround, tolerance: SNAP_TOLERANCE },
  );
}

/**
 * Exact prices moved to the ladder: each to its nearest step, then, while the book's overround is
 * further than `tolerance` from the one aimed at, the single one-step move that brings it nearest
 * (one runner a step longer when the book is too full, shorter when too thin), until no move helps.
 * `maxOdds` caps the longest price (a market's limit).
 */
export function snapBook(
  exact: readonly number[],
  options: { overround: number; tolerance: number; maxOdds?: number },
): number[] {
  const top = options.maxOdds === undefined ? ODDS_LADDER.length - 1 : nearestLadderIndex(options.maxOdds);
  const steps = exact.map((price) => Math.min(top, nearestLadderIndex(price)));
  const chanceAt = (step: number) => 100 / ODDS_LADDER[step]!.hundredths;
  let book = steps.reduce((sum, step) => sum + chanceAt(step), 0);
  for (let round = 0; round < exact.length * 8; round += 1) {
    const excess = book - options.overround;
    if (Math.abs(excess) <= options.tolerance) break;
    const direction = excess > 0 ? 1 : -1;
    let best = -1;
    let bestBook = book;
    for (const [index, step] of steps.entries()) {
      const next = step + direction;
      if (next < 0 || next > top) continue;
      const moved = book - chanceAt(step) + chanceAt(next);
      if (Math.abs(moved - options.overround) < Math.abs(bestBook - options.overround)) {
        best = index;
        bestBook = moved;
      }
    }
    if (best < 0) break;
    steps[best] = steps[best]! + direction;
    book = bestBook;
  }
  return steps.map((step) => ODDS_LADDER[step]!.hundredths / 100);
}

/** Σ 1/odds. */
export function bookOverround(odds: readonly number[]): number {
  return odds.reduce((sum, price) => sum + 1 / price, 0);
}

/** The chances the odds imply once the margin is taken out. */
export function impliedChances(odds: readonly number[]): number[] {
  const overround = bookOverround(odds);
  return odds.map((price) => 1 / price / overround);
}

/** The overround a repriced book aims at: the current one, kept inside the target. */
export function targetOverround(odds: readonly number[]): number {
  return clamp(bookOverround(odds), OVERROUND_TARGET.min, OVERROUND_TARGET.max);
}

/** One step of pre-race drift: each runner's chance takes a small log-normal step, then the book is renormalised. */
export function driftBook(odds: readonly number[], rng: Rng): number[] {
  const chances = impliedChances(odds).map((chance) => chance * Math.exp(rng.normal(0, DRIFT_SIGMA)));
  const overround = clamp(targetOverround(odds) + rng.normal(0, 0.002), OVERROUND_TARGET.min, OVERROUND_TARGET.max);
  return priceBook(boundedChances(chances), overround);
}

/** Reprices the runners left after the `removed` ones are taken out, keeping the overround. */
export function withoutRunners(odds: readonly number[], removed: readonly boolean[]): number[] {
  const keep = odds.map((_, i) => !removed[i]);
  const remaining = odds.filter((_, i) => keep[i]);
  const repriced = priceBook(boundedChances(impliedChances(remaining)), targetOverround(odds));
  let next = 0;
  return odds.map((price, i) => (keep[i] ? repriced[next++]! : price));
}

/** A price the simulator worked out as a float, as the database stores odds: decimal, two places (numeric(8,2)). */
export function formatDecimalOdds(odds: number): string {
  return odds.toFixed(2);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
