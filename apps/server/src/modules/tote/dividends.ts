import { TOTE_POOL_POSITIONS, type TToteTicketPool } from '@galope/contracts';

/**
 * Tote dividends: what each winning combination of a pool pays per 1.00, and what each ticket gets.
 * Pure arithmetic on integer cents (exact fractions in BigInt where a division is involved), so the
 * same stakes and result always give the same dividends, to the cent.
 *
 * A pool's net is its stakes less the takeout. Under profit split (the US rule) each winning
 * combination gets its stakes back plus its share of the profit (net − stakes on the winners); under
 * pool split (Australia, Hong Kong) it gets its share of the whole net. A share is a finishing
 * position's part of the pool (place: one of the places paid; a dead heat: that part split among the
 * runners who share the position) or, in exotic pools, an equal part among the winning combinations.
 * Then breakage and rounding make the dividend a multiple of the breakage, and the minimum lifts it;
 * what the minimum adds beyond the net is the operator's (the minus pool).
 */

export type ToteTicketPool = TToteTicketPool;

export interface PoolRules {
  /** Hundredths of a percent: 1500 is 15.00 %. */
  takeoutBasisPoints: number;
  /** A dividend per 1.00 is a multiple of this many cents. */
  breakageCents: 1 | 5 | 10;
  rounding: 'down' | 'nearest';
  /** Per 1.00, in cents (105 is 1.05); 0 for no minimum. */
  minimumDividendCents: number;
  placeMethod: 'profit_split' | 'pool_split';
  /** How many places the place pool pays (2 in the US, 3 in Australia). Show always pays 3. */
  placePlaces: 2 | 3;
}

/** How a race finished: runners by position, a dead heat as several runners in one group. */
export interface RaceFinish {
  /** `[[2], [3], [1, 4]]`: 2 won, 3 second, 1 and 4 dead-heated for third. */
  order: ReadonlyArray<readonly number[]>;
  /** Runners withdrawn: every combination naming one is refunded. */
  scratched: ReadonlySet<number>;
  /** How many runners started. */
  starters: number;
  /**
   * The daily double's second leg: runners withdrawn after the double closed (the first leg was off).
   * Their combinations with the first leg's winner get a consolation; the others lost with the first leg.
   */
  lateScratched?: ReadonlySet<number>;
}

export interface Ticket {
  id: number;
  /** Every combination the ticket holds (a straight ticket one, a box or wheel several). */
  combinations: ReadonlyArray<readonly number[]>;
  unitCents: number;
}

export interface Dividend {
  combination: number[];
  /** Per 1.00 staked, in cents: 261 pays 2.61 for each 1.00. */
  cents: number;
}

export interface PoolSettlement {
  status: 'final' | 'refunded';
  dividends: Dividend[];
  /** Combinations refunded because they name a withdrawn runner (the whole pool when refunded). */
  refundedCombinations: number[][];
  /** Per ticket: what it is paid and what it gets back, in cents. */
  tickets: Array<{ id: number; paidCents: number; refundCents: number }>;
  /** The pool's accounting, to the cent: total − refunds = takeout + breakage + paid − minusPool. */
  totalCents: number;
  refundsCents: number;
  takeoutCents: number;
  breakageCents: number;
  paidCents: number;
  minusPoolCents: number;
}

/** The combination's key: ordered pools keep the order, quinella sorts the pair. */
export function combinationKey(pool: ToteTicketPool, combination: readonly number[]): string {
  return (pool === 'quinella' ? [...combination].sort((a, b) => a - b) : combination).join('-');
}

/** The fewest starters a pool needs, or it is refunded (place and show one more than they pay). */
function startersNeeded(pool: ToteTicketPool, rules: PoolRules): number {
  if (pool === 'place') return rules.placePlaces + 1;
  if (pool === 'show') return 4;
  if (pool === 'daily_double') return 1;
  return TOTE_POOL_POSITIONS[pool];
}

/** An exact fraction of cents. */
type Fraction = { numerator: bigint; denominator: bigint };

/** A winning combination with its share of the pool (shares of one pool add up to 1). */
type Winner = { combination: number[]; share: Fraction };

/**
 * Settles one pool of a race (a daily double: of its two legs, `finish` the first and `secondLeg`
 * the second). Tickets that hold a withdrawn runner's combination get that combination's stake back.
 */
export function settlePool(options: {
  pool: ToteTicketPool;
  rules: PoolRules;
  tickets: readonly Ticket[];
  finish: RaceFinish;
  secondLeg?: RaceFinish;
}): PoolSettlement {
  const { pool, rules, tickets, finish, secondLeg } = options;
  const totalCents = sum(tickets.map((ticket) => ticket.unitCents * ticket.combinations.length));
  const legs = pool === 'daily_double' ? [finish, secondLeg ?? finish] : [finish];
  const lateScratched = pool === 'daily_double' ? (secondLeg?.lateScratched ?? new Set<number>()) : new Set<number>();
  const withdrawn = (combination: readonly number[]) =>
    combination.some(
      (runner, index) =>
        legs[Math.min(index, legs.length - 1)]!.scratched.has(runner) && !(index === 1 && lateScratched.has(runner)),
    );

  const tooFewStarters = legs.some((leg) => leg.starters < startersNeeded(pool, rules));
  if (tooFewStarters || tickets.length === 0) return refundEverything(tickets, totalCents);

  // Stakes per combination still running.
  const stakes = new Map<string, { combination: number[]; cents: number }>();
  const refunded = new Map<string, number[]>();
  for (const ticket of tickets) {
    for (const combination of ticket.combinations) {
      const key = combinationKey(pool, combination);
      if (withdrawn(combination)) {
        refunded.set(key, [...combination]);
        continue;
      }
      const entry = stakes.get(key) ?? { combination: [...combination], cents: 0 };
      entry.cents += ticket.unitCents;
      stakes.set(key, entry);
    }
  }
  const refundsCents = sum(
    tickets.map(
      (ticket) => ticket.unitCents * ticket.combinations.filter((combination) => withdrawn(combination)).length,
    ),
  );
  const poolCents = totalCents - refundsCents;
  const takeoutCents = Math.floor((poolCents * rules.takeoutBasisPoints) / 10_000);
  const netCents = poolCents - takeoutCents;

  // The daily double's consolation: a combination of the first leg's winner with a runner withdrawn from
  // the second after the double closed is paid as a win bet on the first leg (the net over every stake
  // on that winner), set aside before the double's own dividend.
  const consolation: Dividend[] = [];
  if (lateScratched.size > 0) {
    const firstWinners = finish.order[0] ?? [];
    const onWinner = sum(
      [...stakes.values()]
        .filter(({ combination }) => firstWinners.includes(combination[0]!))
        .map(({ cents }) => cents),
    );
    for (const { combination } of stakes.values()) {
      if (!firstWinners.includes(combination[0]!) || !lateScratched.has(combination[1]!)) continue;
      const raw = { numerator: 100n * BigInt(netCents), denominator: BigInt(onWinner) };
      consolation.push({ combination, cents: Math.max(rules.minimumDividendCents, roundDividend(raw, rules)) });
    }
  }
  const setAside = sum(
    consolation.map(({ combination, cents }) => (cents * stakes.get(combinationKey(pool, combination))!.cents) / 100),
  );

  const winners = findWinners(pool, rules, finish, secondLeg, stakes);
  if (winners.length === 0 && consolation.length === 0) return refundEverything(tickets, totalCents);

  const winningStakes = sum(winners.map(({ combination }) => stakes.get(combinationKey(pool, combination))!.cents));
  const profitSplit = pool === 'place' || pool === 'show' ? rules.placeMethod === 'profit_split' : true;
  const dividends = winners.map(({ combination, share }) => {
    const staked = BigInt(stakes.get(combinationKey(pool, combination))!.cents);
    // Per 1.00 in cents: profit split 100 + 100 × profit × share / staked; pool split 100 × net × share / staked.
    const base = (profitSplit ? netCents - winningStakes : netCents) - Math.floor(setAside);
    const raw: Fraction = {
      numerator: 100n * BigInt(base) * share.numerator + (profitSplit ? 100n * staked * share.denominator : 0n),
      denominator: staked * share.denominator,
    };
    return { combination, cents: Math.max(rules.minimumDividendCents, roundDividend(raw, rules)) };
  });

  dividends.push(...consolation);
  const byKey = new Map(dividends.map((dividend) => [combinationKey(pool, dividend.combination), dividend.cents]));
  const settled = tickets.map((ticket) => {
    let paidCents = 0;
    let refundCents = 0;
    for (const combination of ticket.combinations) {
      if (withdrawn(combination)) refundCents += ticket.unitCents;
      const dividend = byKey.get(combinationKey(pool, combination));
      if (dividend !== undefined) paidCents += Math.floor((dividend * ticket.unitCents) / 100);
    }
    return { id: ticket.id, paidCents, refundCents };
  });
  const paidCents = sum(settled.map((ticket) => ticket.paidCents));
  const minusPoolCents = Math.max(0, paidCents - netCents);
  return {
    status: 'final',
    dividends,
    refundedCombinations: [...refunded.values()],
    tickets: settled,
    totalCents,
    refundsCents,
    takeoutCents,
    breakageCents: netCents - paidCents + minusPoolCents,
    paidCents,
    minusPoolCents,
  };
}

function refundEverything(tickets: readonly Ticket[], totalCents: number): PoolSettlement {
  return {
    status: 'refunded',
    dividends: [],
    refundedCombinations: tickets.flatMap((ticket) => ticket.combinations.map((combination) => [...combination])),
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      paidCents: 0,
      refundCents: ticket.unitCents * ticket.combinations.length,
    })),
    totalCents,
    refundsCents: totalCents,
    takeoutCents: 0,
    breakageCents: 0,
    paidCents: 0,
    minusPoolCents: 0,
  };
}

/** Down to, or to the nearest, multiple of the breakage (a half rounds up). */
function roundDividend({ numerator, denominator }: Fraction, rules: PoolRules): number {
  const step = BigInt(rules.breakageCents) * denominator;
  const steps = rules.rounding === 'down' ? numerator / step : (2n * numerator + step) / (2n * step);
  return Number(steps) * rules.breakageCents;
}

/**
 * The winning combinations and their shares, only those someone backed. Where nobody holds the
 * winning combination: win pays the second, exacta the winner first with any second, trifecta and
 * superfecta the longest correct start (1-2-3-any, 1-2-any, 1-any), the daily double the first leg's
 * winner with any second; otherwise nobody wins and the pool is refunded.
 */
function findWinners(
  pool: ToteTicketPool,
  rules: PoolRules,
  finish: RaceFinish,
  secondLeg: RaceFinish | undefined,
  stakes: ReadonlyMap<string, { combination: number[]; cents: number }>,
): Winner[] {
  const backed = (combination: readonly number[]) => (stakes.get(combinationKey(pool, combination))?.cents ?? 0) > 0;
  const order = finish.order;

  if (pool === 'win') {
    for (const group of order.slice(0, 2)) {
      const winners = equalShares(group.filter((runner) => backed([runner])).map((runner) => [runner]));
      if (winners.length > 0) return winners;
    }
    return [];
  }
  if (pool === 'place' || pool === 'show') {
    return positionShares(order, pool === 'place' ? rules.placePlaces : 3, (runner) => backed([runner]));
  }
  if (pool === 'daily_double') {
    const firstWinners = order[0] ?? [];
    const secondWinners = secondLeg?.order[0] ?? [];
    const straight = firstWinners.flatMap((first) => secondWinners.map((second) => [first, second]));
    const held = equalShares(straight.filter(backed));
    if (held.length > 0) return held;
    const firstLeg = [...stakes.values()]
      .map(({ combination }) => combination)
      .filter((combination) => firstWinners.includes(combination[0]!));
    return equalShares(firstLeg);
  }

  const positions = TOTE_POOL_POSITIONS[pool];
  const exact = orderedCombinations(order, positions);
  const candidates = pool === 'quinella' ? uniqueBy(exact, (combination) => combinationKey(pool, combination)) : exact;
  const held = equalShares(candidates.filter(backed));
  if (held.length > 0 || pool === 'quinella') return held;
  // The longest correct start: combinations whose first `length` runners finished in that order.
  for (let length = positions - 1; length >= 1; length -= 1) {
    const starts = orderedCombinations(order, length).map((start) => start.join('-'));
    const matching = [...stakes.values()]
      .map(({ combination }) => combination)
      .filter((combination) => starts.includes(combination.slice(0, length).join('-')));
    if (matching.length > 0) return equalShares(matching);
  }
  return [];
}

/** Every order of runners the finish allows for the first `positions` places (dead heats both ways). */
function orderedCombinations(order: ReadonlyArray<readonly number[]>, positions: number): number[][] {
  const slots: Array<readonly number[]> = [];
  for (const group of order) {
    for (let index = 0; index < group.length && slots.length < positions; index += 1) slots.push(group);
  }
  if (slots.length < positions) return [];
  const results: number[][] = [];
  const walk = (prefix: number[]) => {
    if (prefix.length === positions) return void results.push(prefix);
    for (const runner of slots[prefix.length]!) if (!prefix.includes(runner)) walk([...prefix, runner]);
  };
  walk([]);
  return results;
}

function equalShares(combinations: number[][]): Winner[] {
  return combinations.map((combination) => ({
    combination,
    share: { numerator: 1n, denominator: BigInt(combinations.length) },
  }));
}

/**
 * Place and show: the pool is in `places` equal parts, one for each place paid. Runners who share a
 * position (a dead heat) share the parts of the places their group covers; a part of an unbacked runner
 * goes to the backed ones.
 */
function positionShares(
  order: ReadonlyArray<readonly number[]>,
  places: number,
  isBacked: (runner: number) => boolean,
): Winner[] {
  const parts = new Map<number, number>(); // runner → places' parts (each part 1 / places), × group size
  let position = 0;
  const groupSizes = new Map<number, number>();
  for (const group of order) {
    if (position >= places) break;
    const covered = Math.min(group.length, places - position);
    for (const runner of group) {
      parts.set(runner, covered);
      groupSizes.set(runner, group.length);
    }
    position += group.length;
  }
  // A runner's share: covered / (groupSize × places); unbacked runners' parts are shared out again.
  const backedRunners = [...parts.keys()].filter(isBacked);
  if (backedRunners.length === 0) return [];
  const denominator = BigInt(places) * BigInt(lcm(backedRunners.map((runner) => groupSizes.get(runner)!)));
  const weights = backedRunners.map(
    (runner) => (BigInt(parts.get(runner)!) * denominator) / (BigInt(places) * BigInt(groupSizes.get(runner)!)),
  );
  const total = weights.reduce((a, b) => a + b, 0n);
  return backedRunners.map((runner, index) => ({
    combination: [runner],
    share: { numerator: weights[index]!, denominator: total },
  }));
}

function lcm(values: number[]): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  return values.reduce((acc, value) => (acc * value) / gcd(acc, value), 1);
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Will-pays while betting is open: what each combination would pay per 1.00 if it won now (win,
 * exacta, quinella and daily double: each combination alone; place and show: the runner placed with
 * the most-backed others, the least it could pay). Combinations nobody backed are left out.
 */
export function probables(options: {
  pool: ToteTicketPool;
  rules: PoolRules;
  stakes: ReadonlyArray<{ combination: readonly number[]; cents: number }>;
}): Dividend[] {
  const { pool, rules, stakes } = options;
  const merged = new Map<string, { combination: number[]; cents: number }>();
  for (const { combination, cents } of stakes) {
    const key = combinationKey(pool, combination);
    const entry = merged.get(key) ?? { combination: [...combination], cents: 0 };
    entry.cents += cents;
    merged.set(key, entry);
  }
  const backed = [...merged.values()].filter(({ cents }) => cents > 0);
  const totalCents = sum(backed.map(({ cents }) => cents));
  const netCents = totalCents - Math.floor((totalCents * rules.takeoutBasisPoints) / 10_000);
  const payFor = (staked: number, base: number, share: Fraction, profitSplit: boolean) =>
    Math.max(
      rules.minimumDividendCents,
      roundDividend(
        {
          numerator:
            100n * BigInt(base) * share.numerator + (profitSplit ? 100n * BigInt(staked) * share.denominator : 0n),
          denominator: BigInt(staked) * share.denominator,
        },
        rules,
      ),
    );

  if (pool !== 'place' && pool !== 'show') {
    return backed.map(({ combination, cents }) => ({
      combination,
      cents: payFor(cents, netCents - cents, { numerator: 1n, denominator: 1n }, true),
    }));
  }
  const places = pool === 'place' ? rules.placePlaces : 3;
  const profitSplit = rules.placeMethod === 'profit_split';
  const byStake = [...backed].sort((a, b) => b.cents - a.cents);
  return backed.map(({ combination, cents }) => {
    const others = byStake.filter((other) => other.combination[0] !== combination[0]).slice(0, places - 1);
    const winningStakes = cents + sum(others.map((other) => other.cents));
    const share = { numerator: 1n, denominator: BigInt(Math.min(places, others.length + 1)) };
    return { combination, cents: payFor(cents, profitSplit ? netCents - winningStakes : netCents, share, profitSplit) };
  });
}
