import { type Cents, parseCents, parseOddsHundredths, potentialWinningsCents } from '@galope/contracts';

/**
 * A typed stake and its price as money: the stake in cents when it is a positive amount with at
 * most two decimals, and the potential winnings (stake × odds, half-up to the cent; spec §5).
 * Null when the stake is empty, zero or not an amount.
 */
export function betAmounts(stake: string, odds: string): { stakeCents: Cents; winningsCents: Cents } | null {
  const stakeCents = parseCents(stake);
  if (stakeCents === null || stakeCents <= 0) return null;
  const oddsHundredths = parseOddsHundredths(odds) ?? 100;
  return { stakeCents, winningsCents: potentialWinningsCents(stakeCents, oddsHundredths) };
}

/**
 * "7.777": an amount with more than two decimals, which no bet takes. Told apart from an empty or
 * zero stake so the player reads what to fix, and shown rounded down as the example to type.
 */
export function tooManyDecimals(stake: string): { example: string } | null {
  const match = /^\s*(\d*)[.,](\d{3,})\s*$/.exec(stake);
  if (!match) return null;
  return { example: `${match[1] || '0'}.${match[2]!.slice(0, 2)}` };
}
