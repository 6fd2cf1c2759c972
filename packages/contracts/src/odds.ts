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
