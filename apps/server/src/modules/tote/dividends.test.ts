import { describe, expect, it } from 'vitest';
import {
  type PoolRules,
  type PoolSettlement,
  probables,
  type RaceFinish,
  settlePool,
  type Ticket,
  type ToteTicketPool,
} from './dividends';
import { TABCORP_EXERCISE_BETS } from '../../test/tabcorp-dividend-exercise';

/** The US (ARCI) defaults: profit split, breakage to the dime down, minimum 1.05. */
const ARCI: Omit<PoolRules, 'takeoutBasisPoints'> = {
  breakageCents: 10,
  rounding: 'down',
  minimumDividendCents: 105,
  placeMethod: 'profit_split',
  placePlaces: 2,
};

const finish = (order: number[][], options: { scratched?: number[]; starters?: number } = {}): RaceFinish => ({
  order,
  scratched: new Set(options.scratched ?? []),
  starters: options.starters ?? 8,
});

/** Tickets from `[combination, dollars]` pairs, one combination each. */
function tickets(bets: Array<[number[], number]>): Ticket[] {
  return bets.map(([combination, dollars], index) => ({
    id: index + 1,
    combinations: [combination],
    unitCents: dollars * 100,
  }));
}

/** A pool settled under the US rules with this takeout (hundredths of a percent). */
const underUsRules = (
  pool: ToteTicketPool,
  takeoutBasisPoints: number,
  bets: Array<[number[], number]>,
  result: RaceFinish,
  secondLeg?: RaceFinish,
) => settlePool({ pool, rules: { ...ARCI, takeoutBasisPoints }, tickets: tickets(bets), finish: result, secondLeg });

/** Will-pays under the US rules, as "combination → dollars". */
const willPays = (pool: ToteTicketPool, takeoutBasisPoints: number, stakes: Array<[number[], number]>) =>
  Object.fromEntries(
    probables({
      pool,
      rules: { ...ARCI, takeoutBasisPoints },
      stakes: stakes.map(([combination, dollars]) => ({ combination, cents: dollars * 100 })),
    }).map(({ combination, cents }) => [combination.join('-'), cents / 100]),
  );

const dividends = (settlement: PoolSettlement) =>
  Object.fromEntries(settlement.dividends.map(({ combination, cents }) => [combination.join('-'), cents / 100]));

/** Every pool's identity: total − refunds = takeout + breakage + paid − minus pool; breakage never negative. */
function expectAccounted(settlement: PoolSettlement) {
  const { totalCents, refundsCents, takeoutCents, breakageCents, paidCents, minusPoolCents } = settlement;
  expect(totalCents - refundsCents).toBe(takeoutCents + breakageCents + paidCents - minusPoolCents);
  expect(breakageCents).toBeGreaterThanOrEqual(0);
  expect(minusPoolCents).toBeGreaterThanOrEqual(0);
  expect(settlement.tickets.reduce((sum, ticket) => sum + ticket.refundCents, 0)).toBe(refundsCents);
}

describe('the Tabcorp dividend exercise (36 bets, result 2-3-1)', () => {
  // Commission win 15 %, place 12 % (the net place pool split in three), exacta 18 %; to the nearest
  // cent; no minimum. The published answer: Win 2 2.61; Place 2 1.06, 3 1.27, 1 2.13; Exacta 2-3 2.43.
  const tabcorp = (takeoutBasisPoints: number): PoolRules => ({
    takeoutBasisPoints,
    breakageCents: 1,
    rounding: 'nearest',
    minimumDividendCents: 0,
    placeMethod: 'pool_split',
    placePlaces: 3,
  });
  const result = finish([[2], [3], [1], [4]], { starters: 4 });
  const settle = (pool: ToteTicketPool, takeout: number, bets: Array<[number[], number]>) =>
    settlePool({ pool, rules: tabcorp(takeout), tickets: tickets(bets), finish: result });

  it('pays Win 2 at 2.61', () => {
    const win = settle('win', 1500, TABCORP_EXERCISE_BETS.win);
    expect(dividends(win)).toEqual({ '2': 2.61 });
    expectAccounted(win);
  });

  it('pays Place 2 at 1.06, 3 at 1.27 and 1 at 2.13', () => {
    const place = settle('place', 1200, TABCORP_EXERCISE_BETS.place);
    expect(dividends(place)).toEqual({ '2': 1.06, '3': 1.27, '1': 2.13 });
    expectAccounted(place);
  });

  it('pays Exacta 2-3 at 2.43', () => {
    const exacta = settle('exacta', 1800, TABCORP_EXERCISE_BETS.exacta);
    expect(dividends(exacta)).toEqual({ '2-3': 2.43 });
    // 98 + 61 + 47 on 2-3: each paid 2.43 per 1.00, to the cent.
    expect(exacta.tickets.filter((ticket) => ticket.paidCents > 0).map((ticket) => ticket.paidCents)).toEqual([
      23814, 14823, 11421,
    ]);
    expectAccounted(exacta);
  });
});

describe('the US rules, worked by hand', () => {
  it('breaks a win dividend down to the dime: 1.4166… pays 1.40, the 0.10 left is breakage', () => {
    // Pool 1,000 (A 600, B 300, C 100), takeout 15 % = 150, net 850, profit 250 → 1 + 250/600.
    const win = underUsRules(
      'win',
      1500,
      [
        [[1], 400],
        [[1], 200],
        [[2], 300],
        [[3], 100],
      ],
      finish([[1], [2], [3]]),
    );
    expect(dividends(win)).toEqual({ '1': 1.4 });
    expect(win.tickets.map((ticket) => ticket.paidCents)).toEqual([56000, 28000, 0, 0]);
    expect(win).toMatchObject({ takeoutCents: 15000, paidCents: 84000, breakageCents: 1000, minusPoolCents: 0 });
    expectAccounted(win);
  });

  it('pays a minus show pool at the minimum 1.05, the operator paying what the net lacks', () => {
    // Show pool 1,000 (A 900, B 50, C 30, D 20), net 850; A, B, C hold 980: the profit is −130.
    const show = underUsRules(
      'show',
      1500,
      [
        [[1], 900],
        [[2], 50],
        [[3], 30],
        [[4], 20],
      ],
      finish([[1], [2], [3], [4]], { starters: 5 }),
    );
    expect(dividends(show)).toEqual({ '1': 1.05, '2': 1.05, '3': 1.05 });
    // 945 + 52.50 + 31.50 = 1,029.00 paid from a net of 850.00: 179.00 from the operator.
    expect(show).toMatchObject({ paidCents: 102900, minusPoolCents: 17900, breakageCents: 0 });
    expectAccounted(show);
  });

  it('splits the profit of a dead heat for the win in halves', () => {
    // Pool 1,000 (A 500, B 200, C 300), net 850, A and B hold 700: profit 150, 75 each.
    // A: 1 + 75/500 = 1.15 → 1.10; B: 1 + 75/200 = 1.375 → 1.30.
    const win = underUsRules(
      'win',
      1500,
      [
        [[1], 500],
        [[2], 200],
        [[3], 300],
      ],
      finish([[1, 2], [3]]),
    );
    expect(dividends(win)).toEqual({ '1': 1.1, '2': 1.3 });
    expectAccounted(win);
  });

  it('pays both exactas of a dead heat for second, each with half the profit', () => {
    // A won, B and C dead-heated for second. Pool 1,000 (A-B 100, A-C 300, B-A 200, C-D 400), takeout
    // 19 % = 190, net 810; A-B and A-C hold 400: profit 410, 205 each. A-B: 1 + 205/100 = 3.05 → 3.00;
    // A-C: 1 + 205/300 = 1.683… → 1.60.
    const exacta = underUsRules(
      'exacta',
      1900,
      [
        [[1, 2], 100],
        [[1, 3], 300],
        [[2, 1], 200],
        [[3, 4], 400],
      ],
      finish([[1], [2, 3], [4]]),
    );
    expect(dividends(exacta)).toEqual({ '1-2': 3, '1-3': 1.6 });
    expectAccounted(exacta);
  });

  it('pays a trifecta nobody holds to the tickets with the first two right', () => {
    // 1-2-3 finished; nobody holds it. Pool 350 (1-2-4 100, 1-3-2 50, 2-1-3 200), takeout 25 %: net
    // 262.50; 1-2-any holds 100: profit 162.50 → 2.625 → 2.60.
    const trifecta = underUsRules(
      'trifecta',
      2500,
      [
        [[1, 2, 4], 100],
        [[1, 3, 2], 50],
        [[2, 1, 3], 200],
      ],
      finish([[1], [2], [3], [4]]),
    );
    expect(dividends(trifecta)).toEqual({ '1-2-4': 2.6 });
    expectAccounted(trifecta);
  });

  it('refunds a withdrawn runner’s win tickets before the takeout', () => {
    // D (4) is withdrawn: its 100 back. Pool 900 (A 600, B 300), net 765, profit 165 → 1.275 → 1.20.
    const win = underUsRules(
      'win',
      1500,
      [
        [[1], 600],
        [[2], 300],
        [[4], 100],
      ],
      finish([[1], [2], [3]], { scratched: [4] }),
    );
    expect(dividends(win)).toEqual({ '1': 1.2 });
    expect(win.tickets.map((ticket) => ticket.refundCents)).toEqual([0, 0, 10000]);
    expect(win).toMatchObject({ refundsCents: 10000, takeoutCents: 13500, paidCents: 72000 });
    expectAccounted(win);
  });

  it('pays a daily double whose second leg dead-heats on both combinations', () => {
    // A won the first leg; X and Y dead-heated in the second. Pool 1,000 (A-X 100, A-Y 300, B-X 600),
    // takeout 19 %: net 810; profit 410, 205 each: A-X 3.05 → 3.00, A-Y 1.683… → 1.60.
    const double = underUsRules(
      'daily_double',
      1900,
      [
        [[1, 11], 100],
        [[1, 12], 300],
        [[2, 11], 600],
      ],
      finish([[1], [2]]),
      finish([[11, 12], [13]]),
    );
    expect(dividends(double)).toEqual({ '1-11': 3, '1-12': 1.6 });
    expectAccounted(double);
  });

  it('pays a consolation on a daily double whose second-leg runner was withdrawn after the double closed', () => {
    // Pool 1,000 (A-X 100, A-Y 300, A-Z 100, B-X 500), net 810. A won the first leg; Z was withdrawn
    // from the second after that; X won it. Consolation: 810 over the 500 on A = 1.62 → 1.60, so A-Z's
    // 100 takes 160. The double: (810 − 160) − 100 on A-X = 550 profit → 6.50.
    const double = underUsRules(
      'daily_double',
      1900,
      [
        [[1, 11], 100],
        [[1, 12], 300],
        [[1, 13], 100],
        [[2, 11], 500],
      ],
      finish([[1], [2]]),
      { ...finish([[11], [12]], { scratched: [13] }), lateScratched: new Set([13]) },
    );
    expect(dividends(double)).toEqual({ '1-11': 6.5, '1-13': 1.6 });
    expect(double.refundsCents).toBe(0);
    expect(double).toMatchObject({ paidCents: 81000, breakageCents: 0 });
    expectAccounted(double);
  });

  it('refunds a place pool of a race with too few starters, and a pool nobody won', () => {
    const place = underUsRules(
      'place',
      1500,
      [
        [[1], 10],
        [[2], 20],
      ],
      finish([[1], [2]], { starters: 2 }),
    );
    expect(place.status).toBe('refunded');
    expect(place.tickets.map((ticket) => ticket.refundCents)).toEqual([1000, 2000]);
    expectAccounted(place);

    const quinella = underUsRules('quinella', 1900, [[[3, 4], 10]], finish([[1], [2], [3], [4]]));
    expect(quinella.status).toBe('refunded');
    expectAccounted(quinella);
  });

  it('pays a quinella either way round, and a box ticket on its one winning pair', () => {
    const quinella = settlePool({
      pool: 'quinella',
      rules: { ...ARCI, takeoutBasisPoints: 1900 },
      tickets: [
        { id: 1, combinations: [[2, 1]], unitCents: 10000 },
        // A box of 1, 2, 3: three pairs at 1.00 each.
        {
          id: 2,
          combinations: [
            [1, 2],
            [1, 3],
            [2, 3],
          ],
          unitCents: 100,
        },
        { id: 3, combinations: [[3, 4]], unitCents: 9700 },
      ],
      finish: finish([[1], [2], [3]]),
    });
    // Pool 200.00, net 162.00; 1-2 holds 101.00: profit 61.00 → 1.603… → 1.60.
    expect(dividends(quinella)).toEqual({ '1-2': 1.6 });
    expect(quinella.tickets.map((ticket) => ticket.paidCents)).toEqual([16000, 160, 0]);
    expectAccounted(quinella);
  });
});

describe('will-pays while betting is open', () => {
  it('a win probable is what the runner would pay if it won now', () => {
    // Pool 1,000 (A 600, B 300, C 100), net 850: A 850/600 = 1.41… → 1.40; B 2.83… → 2.80; C 8.50.
    expect(
      willPays('win', 1500, [
        [[1], 400],
        [[1], 200],
        [[2], 300],
        [[3], 100],
      ]),
    ).toEqual({
      '1': 1.4,
      '2': 2.8,
      '3': 8.5,
    });
  });

  it('a place probable assumes the most-backed other runner places too', () => {
    // Place pool 1,000 (A 600, B 300, C 100), net 850. C with A: profit 850 − 700 = 150, half 75 →
    // 1 + 75/100 = 1.75 → 1.70; A with B: profit −50 → the minimum 1.05; B with A: the minimum too.
    expect(
      willPays('place', 1500, [
        [[1], 600],
        [[2], 300],
        [[3], 100],
      ]),
    ).toEqual({
      '1': 1.05,
      '2': 1.05,
      '3': 1.7,
    });
  });
});
