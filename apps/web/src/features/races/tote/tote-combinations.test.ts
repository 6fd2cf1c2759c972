import { describe, expect, it } from 'vitest';

import { countCombinations } from './tote-combinations';

describe('countCombinations', () => {
  it('counts one combination per runner in win, place and show', () => {
    expect(countCombinations('win', [[1, 2, 3]], false)).toBe(3);
    expect(countCombinations('show', [[4]], false)).toBe(1);
  });

  it('counts a box as every order of its runners', () => {
    expect(countCombinations('exacta', [[1, 2, 3]], true)).toBe(6);
    expect(countCombinations('trifecta', [[1, 2, 3, 4]], true)).toBe(24);
    expect(countCombinations('superfecta', [[1, 2, 3, 4, 5]], true)).toBe(120);
    expect(countCombinations('trifecta', [[1, 2]], true)).toBe(0);
  });

  it('counts a quinella as every pair of its list', () => {
    expect(countCombinations('quinella', [[1, 2, 3, 4]], false)).toBe(6);
    expect(countCombinations('quinella', [[1]], false)).toBe(0);
  });

  it('counts a straight ticket once and names no runner twice in a key or a wheel', () => {
    expect(countCombinations('exacta', [[1], [2]], false)).toBe(1);
    expect(countCombinations('exacta', [[1], [1]], false)).toBe(0);
    // Key 1 over 2, 3, 4.
    expect(countCombinations('trifecta', [[1], [2, 3, 4], [2, 3, 4]], false)).toBe(6);
    // Wheel: 5 first over the field of 5 in second.
    expect(countCombinations('exacta', [[5], [1, 2, 3, 4, 5]], false)).toBe(4);
    expect(
      countCombinations(
        'daily_double',
        [
          [1, 2],
          [10, 11, 12],
        ],
        false,
      ),
    ).toBe(6);
  });

  it('counts nothing until every position has a runner', () => {
    expect(countCombinations('exacta', [[1], []], false)).toBe(0);
    expect(countCombinations('superfecta', [[1], [2], [3]], false)).toBe(0);
  });
});
