import { TOTE_POOL_POSITIONS } from '@galope/contracts';
import type { ToteTicketPool } from './dividends';

/** The most combinations one ticket may hold: past it a typing slip (a wheel of every runner) is refused. */
export const MAX_TICKET_COMBINATIONS = 10_000;

export type CombinationProblem =
  | 'positions' // not one list per position the pool needs
  | 'empty_position'
  | 'repeated_runner' // the same runner twice in one position's list
  | 'box_too_small' // a box (or a quinella) of fewer runners than the pool names
  | 'box_not_offered' // a box on a pool with one position, or on the daily double
  | 'no_combination' // every combination names a runner twice (exacta 1 over 1)
  | 'too_many_combinations';

/**
 * What a ticket holds: every combination its selections make that names no runner twice.
 * `selections` is one list of runners per position (a key: one runner in a position; a wheel: every
 * runner); a box, and a quinella, take one list and mean every order (quinella: every pair) of it.
 */
export function expandCombinations(
  pool: ToteTicketPool,
  selections: ReadonlyArray<readonly number[]>,
  box = false,
): { combinations: number[][] } | { problem: CombinationProblem } {
  const positions = TOTE_POOL_POSITIONS[pool];
  const boxed = box || pool === 'quinella';
  if (box && (positions === 1 || pool === 'daily_double')) return { problem: 'box_not_offered' };
  if (selections.length !== (boxed ? 1 : positions)) return { problem: 'positions' };
  if (selections.some((list) => list.length === 0)) return { problem: 'empty_position' };
  if (selections.some((list) => new Set(list).size !== list.length)) return { problem: 'repeated_runner' };

  if (boxed) {
    const runners = selections[0]!;
    if (runners.length < positions) return { problem: 'box_too_small' };
    const count = pool === 'quinella' ? choose(runners.length, 2) : arrangements(runners.length, positions);
    if (count > MAX_TICKET_COMBINATIONS) return { problem: 'too_many_combinations' };
    return { combinations: pool === 'quinella' ? pairs(runners) : orders(runners, positions) };
  }

  // At most the product of the lists' lengths: refused before it is built.
  const product = selections.reduce((total, list) => total * list.length, 1);
  if (product > MAX_TICKET_COMBINATIONS * 10) return { problem: 'too_many_combinations' };
  // The daily double's two lists are runners of two races: the same id cannot stand in both.
  const combinations = cartesian(selections).filter(
    (combination) => pool === 'daily_double' || new Set(combination).size === combination.length,
  );
  if (combinations.length === 0) return { problem: 'no_combination' };
  if (combinations.length > MAX_TICKET_COMBINATIONS) return { problem: 'too_many_combinations' };
  return { combinations };
}

function cartesian(lists: ReadonlyArray<readonly number[]>): number[][] {
  return lists.reduce<number[][]>(
    (prefixes, list) => prefixes.flatMap((prefix) => list.map((runner) => [...prefix, runner])),
    [[]],
  );
}

function orders(runners: readonly number[], length: number): number[][] {
  if (length === 0) return [[]];
  return runners.flatMap((runner) =>
    orders(
      runners.filter((other) => other !== runner),
      length - 1,
    ).map((rest) => [runner, ...rest]),
  );
}

function pairs(runners: readonly number[]): number[][] {
  return runners.flatMap((first, index) => runners.slice(index + 1).map((second) => [first, second]));
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let index = 0; index < k; index += 1) result = (result * (n - index)) / (index + 1);
  return result;
}

function arrangements(n: number, k: number): number {
  let result = 1;
  for (let index = 0; index < k; index += 1) result *= n - index;
  return result;
}
