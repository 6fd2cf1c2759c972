import { type Cents, PAYING_PLACES, type TRaceBetType } from '@galope/contracts';

export type Outcome = { status: 'won' | 'lost' | 'cancelled'; payoutCents: Cents };

/**
 * What a race bet pays (docs/rules/settlement.md): win pays 1st, place 1st–2nd, show 1st–3rd, at the bet's odds; a
 * scratched runner or a cancelled race returns the stake. Dead heats: when runners tie across the
 * last paying place, the stake is divided by the runners tied and the share that fits paid at full
 * odds (two tied for 1st on a win bet: half the stake at full odds).
 */
export function raceBetOutcome(options: {
  betType: TRaceBetType;
  stakeCents: Cents;
  oddsHundredths: number;
  raceCancelled: boolean;
  entry: { scratched: boolean; finishPosition: number | null };
  /** Finish positions of every runner in the race, to detect dead heats. */
  positions: Array<number | null>;
}): Outcome {
  const { betType, stakeCents, oddsHundredths, entry } = options;
  if (options.raceCancelled || entry.scratched) return { status: 'cancelled', payoutCents: stakeCents };
  const position = entry.finishPosition;
  const places = PAYING_PLACES[betType];
  if (position === null || position > places) return { status: 'lost', payoutCents: 0 };

  const tied = options.positions.filter((other) => other === position).length;
  const spots = Math.min(tied, places - position + 1);
  // stake × odds × spots / tied, in cents, rounded half-up, in integers.
  const numerator = stakeCents * oddsHundredths * spots;
  const denominator = 100 * tied;
  return { status: 'won', payoutCents: Math.floor((2 * numerator + denominator) / (2 * denominator)) };
}

/** Sport bets settle on the final score: home, draw or away. */
export function sportBetOutcome(options: {
  selection: 'home' | 'draw' | 'away';
  stakeCents: Cents;
  potentialWinningsCents: Cents;
  eventCancelled: boolean;
  homeScore: number;
  awayScore: number;
}): Outcome {
  if (options.eventCancelled) return { status: 'cancelled', payoutCents: options.stakeCents };
  const result =
    options.homeScore > options.awayScore ? 'home' : options.homeScore < options.awayScore ? 'away' : 'draw';
  return result === options.selection
    ? { status: 'won', payoutCents: options.potentialWinningsCents }
    : { status: 'lost', payoutCents: 0 };
}
