type Bet = [runners: number[], dollars: number];

/** The exercise's bets come in rounds, one on each combination in turn. */
const inRounds = (combinations: number[][], dollars: number[]): Bet[] =>
  dollars.map((amount, index) => [combinations[index % combinations.length]!, amount]);

const RUNNERS = [[1], [2], [3], [4]];
const EXACTAS = [
  [1, 2],
  [2, 3],
  [1, 3],
  [3, 2],
];

/**
 * The Tabcorp dividend exercise's 36 bets on a four-runner race (result 2-3-1), by pool, each
 * `[runners, dollars]`: the published answer is Win 2 2.61; Place 2 1.06, 3 1.27, 1 2.13; Exacta 2-3 2.43.
 * The dividend rules and the tote through the API both settle it, so both read the same bets.
 */
export const TABCORP_EXERCISE_BETS: Record<'win' | 'place' | 'exacta', Bet[]> = {
  win: inRounds(RUNNERS, [3, 4, 5, 5, 16, 8, 22, 57, 42, 98, 63, 15]),
  place: inRounds(RUNNERS, [31, 89, 28, 72, 40, 16, 82, 52, 18, 74, 39, 105]),
  exacta: inRounds(EXACTAS, [13, 98, 82, 27, 5, 61, 28, 25, 81, 47, 93, 51]),
};
