import { TOTE_POOL_POSITIONS, type TToteTicketPool } from '@galope/contracts';

/** The ways a ticket is built: straight, box (every order of one list), key (one runner fixed) or wheel. */
export type TicketKind = 'straight' | 'box' | 'key' | 'wheel';

/** The pools where a box is offered: those whose order counts and that name more than one runner. */
export function offersBox(pool: TToteTicketPool): boolean {
  return pool === 'exacta' || pool === 'trifecta' || pool === 'superfecta';
}

/** The pools picked from one list whatever the kind: win, place, show (one runner) and quinella (a pair). */
export function singleList(pool: TToteTicketPool): boolean {
  return TOTE_POOL_POSITIONS[pool] === 1 || pool === 'quinella';
}

/**
 * The combinations a ticket holds, by the server's rule: every ordered choice of one runner per
 * position that names no runner twice. A box of n for k positions is n!/(n-k)!; a quinella's list is
 * every pair, n(n-1)/2; win, place and show hold one combination per runner.
 */
export function countCombinations(
  pool: TToteTicketPool,
  selections: readonly (readonly number[])[],
  box: boolean,
): number {
  const positions = TOTE_POOL_POSITIONS[pool];
  if (singleList(pool) || box) {
    const n = new Set(selections[0] ?? []).size;
    if (positions === 1) return n;
    if (pool === 'quinella') return (n * (n - 1)) / 2;
    if (n < positions) return 0;
    let count = 1;
    for (let index = 0; index < positions; index += 1) count *= n - index;
    return count;
  }
  if (selections.length !== positions) return 0;
  const lists = selections.map((list) => [...new Set(list)]);
  const used = new Set<number>();
  const walk = (position: number): number => {
    if (position === lists.length) return 1;
    let count = 0;
    for (const runner of lists[position]!) {
      if (used.has(runner)) continue;
      used.add(runner);
      count += walk(position + 1);
      used.delete(runner);
    }
    return count;
  };
  return walk(0);
}
