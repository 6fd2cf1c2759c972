import {
  type Cents,
  hasTooManyDecimals,
  parseCents,
  parseOddsHundredths,
  potentialWinningsCents,
} from '@galope/contracts';

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

/** Why a typed stake is not an amount, as a translation key: "7.777" has too many decimals, anything else is not a stake. */
export function stakeProblemKey(stake: string): 'messages.amountTooManyDecimals' | 'betSlip.invalidStake' {
  return hasTooManyDecimals(stake) ? 'messages.amountTooManyDecimals' : 'betSlip.invalidStake';
}
