import type { TRaceBetType } from './enums';
import { type Cents, formatCents } from './money';
import { ladderFraction } from './odds-ladder';

/**
 * Odds are decimal: the total return per unit staked (3.50 returns 3.50 for 1.00). The UI also shows
 * them fractional: a price on the bookmakers' ladder as its traditional fraction (2.50 → 6/4, 1.67 →
 * 4/6, 2.38 → 11/8), any other (a place price, a source's odds) as the shortest fraction within 1 % of (odds − 1): 3.45 → 17/7.
 */
export function toFractionalOdds(decimal: number | string): string {
  const onLadder = ladderFraction(Math.round(Number(decimal) * 100));
  if (onLadder) return onLadder;
  const hundredths = Math.round(Number(decimal) * 100) - 100;
  if (!Number.isFinite(hundredths) || hundredths <= 0) return '0/1';
  // Books quote short fractions (23/1, 10/3), not 1171/50: take the smallest denominator within 1 %.
  const profit = hundredths / 100;
  for (let denominator = 1; denominator <= 100; denominator++) {
    const numerator = Math.round(profit * denominator);
    if (numerator > 0 && Math.abs(numerator / denominator - profit) <= profit * 0.01) {
      const divisor = gcd(numerator, denominator);
      return `${numerator / divisor}/${denominator / divisor}`;
    }
  }
  const divisor = gcd(hundredths, 100);
  return `${hundredths / divisor}/${100 / divisor}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Spec §9: up to 2.5 favourite, up to 4 second favourite, up to 6 outsider, above that surprise. */
export type TOddsLabel = 'favorite' | 'secondFavorite' | 'outsider' | 'surprise';
export function oddsLabel(decimal: number): TOddsLabel {
  if (decimal <= 2.5) return 'favorite';
  if (decimal <= 4) return 'secondFavorite';
  if (decimal <= 6) return 'outsider';
  return 'surprise';
}

/** Odds as integer hundredths: "3.50" → 350. Null when not a decimal price ≥ 1.01 with ≤ 2 places. */
export function parseOddsHundredths(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= 101 ? hundredths : null;
}

/** Hundredths as the API writes decimal odds ("3.50"); the web's `formatOdds` shows them in the reader's format. */
export function formatOddsHundredths(hundredths: number): string {
  return formatCents(hundredths);
}

/** Potential winnings = stake × odds, in cents, rounded half-up to the cent (as the bet functions do in SQL). */
export function potentialWinningsCents(stakeCents: Cents, oddsHundredths: number): Cents {
  return Math.floor((stakeCents * oddsHundredths + 50) / 100);
}

/**
 * Place and show are priced from the win odds by one rule (docs/decisions/005-place-show-pricing.md):
 * the profit part of the win price divided by 3 for place (first two) and by 5 for show (first three),
 * rounded to the hundredth, never below 1.01. 5.00 to win → 2.33 place, 1.80 show.
 */
export function priceRaceBet(betType: TRaceBetType, winOddsHundredths: number): number {
  const divisor = betType === 'win' ? 1 : betType === 'place' ? 3 : 5;
  const profit = winOddsHundredths - 100;
  return Math.max(101, 100 + Math.round(profit / divisor));
}

/** How many finishing places a race bet pays on: win 1, place 2, show 3. */
export const PAYING_PLACES: Record<TRaceBetType, number> = { win: 1, place: 2, show: 3 };
