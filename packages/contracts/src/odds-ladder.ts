/**
 * The prices a bookmaker quotes: the traditional fractional ladder (1/100 … 4/6, 8/11, 4/5, 5/6,
 * 10/11, evens, 11/10, 6/5, 5/4, 11/8, 6/4, 13/8, 7/4 … 100/1 … 1000/1) and the decimal each step
 * rounds to (half-up to the hundredth: 11/8 = 2.375 → 2.38). Fractions stay as bookmakers say them
 * (4/6 and 6/4, not 2/3 and 3/2). The simulator prices on this ladder; fractional display reads it.
 */
// prettier-ignore
const LADDER_FRACTIONS = [
  '1/100', '1/50', '1/33', '1/25', '1/20', '1/16', '1/14', '1/12', '1/11', '1/10', '1/9', '1/8', '1/7',
  '2/13', '1/6', '2/11', '1/5', '2/9', '1/4', '2/7', '3/10', '1/3', '4/11', '2/5', '4/9', '1/2', '8/15',
  '4/7', '8/13', '4/6', '8/11', '4/5', '5/6', '10/11', '1/1', '11/10', '6/5', '5/4', '11/8', '6/4', '13/8',
  '7/4', '15/8', '2/1', '21/10', '11/5', '9/4', '12/5', '5/2', '13/5', '11/4', '3/1', '10/3', '7/2', '4/1',
  '9/2', '5/1', '11/2', '6/1', '13/2', '7/1', '15/2', '8/1', '17/2', '9/1', '10/1', '11/1', '12/1', '14/1',
  '16/1', '18/1', '20/1', '22/1', '25/1', '28/1', '33/1', '40/1', '50/1', '66/1', '80/1', '100/1', '125/1',
  '150/1', '200/1', '250/1', '300/1', '500/1', '1000/1',
] as const;

export type TOddsStep = { hundredths: number; fraction: string };

/** The ladder, shortest price first: decimal odds in hundredths (2.38 → 238) and the fraction. */
export const ODDS_LADDER: readonly TOddsStep[] = LADDER_FRACTIONS.map((fraction) => {
  const [numerator, denominator] = fraction.split('/').map(Number) as [number, number];
  // Integer arithmetic: half a hundredth rounds up (11/8 → 238, 1/8 → 113).
  return { hundredths: 100 + Math.floor((numerator * 200 + denominator) / (2 * denominator)), fraction };
});

const FRACTION_BY_HUNDREDTHS = new Map(ODDS_LADDER.map((step) => [step.hundredths, step.fraction]));

/** The traditional fraction of a price on the ladder (2.50 → "6/4"); null for a price between steps. */
export function ladderFraction(hundredths: number): string | null {
  return FRACTION_BY_HUNDREDTHS.get(hundredths) ?? null;
}

/** Index of the ladder step nearest to a decimal price (by ratio: 10.4 is nearer 11.00 than 9.50 is). */
export function nearestLadderIndex(decimal: number): number {
  if (!(decimal > ODDS_LADDER[0]!.hundredths / 100)) return 0;
  let low = 0;
  let high = ODDS_LADDER.length - 1;
  if (decimal >= ODDS_LADDER[high]!.hundredths / 100) return high;
  // The first step at or above the price; the answer is it or the one before.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ODDS_LADDER[middle]!.hundredths / 100 < decimal) low = middle + 1;
    else high = middle;
  }
  const above = ODDS_LADDER[low]!.hundredths / 100;
  const below = ODDS_LADDER[low - 1]!.hundredths / 100;
  return Math.log(decimal / below) <= Math.log(above / decimal) ? low - 1 : low;
}

/** The ladder step nearest to a decimal price, in hundredths (8.25 → 800, 2.94 → 300). */
export function snapToLadder(decimal: number): number {
  return ODDS_LADDER[nearestLadderIndex(decimal)]!.hundredths;
}
