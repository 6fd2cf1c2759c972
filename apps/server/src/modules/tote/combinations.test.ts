import { describe, expect, it } from 'vitest';
import { expandCombinations, MAX_TICKET_COMBINATIONS } from './combinations';

const count = (result: ReturnType<typeof expandCombinations>) =>
  'combinations' in result ? result.combinations.length : result.problem;

describe('what a ticket holds', () => {
  it('a straight exacta holds its one order; a key over three holds three', () => {
    expect(expandCombinations('exacta', [[4], [7]])).toEqual({ combinations: [[4, 7]] });
    expect(expandCombinations('exacta', [[4], [1, 2, 3]])).toEqual({
      combinations: [
        [4, 1],
        [4, 2],
        [4, 3],
      ],
    });
  });

  it('a trifecta wheel leaves out the combinations that name a runner twice', () => {
    // 1,2 over 1,2,3 over 1,2,3,4: the orders of distinct runners only.
    const wheel = expandCombinations('trifecta', [
      [1, 2],
      [1, 2, 3],
      [1, 2, 3, 4],
    ]);
    expect(wheel).toEqual({
      combinations: [
        [1, 2, 3],
        [1, 2, 4],
        [1, 3, 2],
        [1, 3, 4],
        [2, 1, 3],
        [2, 1, 4],
        [2, 3, 1],
        [2, 3, 4],
      ],
    });
  });

  it('a box holds every order: exacta box of 3 is 6, trifecta box of 4 is 24, superfecta box of 5 is 120', () => {
    expect(count(expandCombinations('exacta', [[1, 2, 3]], true))).toBe(6);
    expect(count(expandCombinations('trifecta', [[1, 2, 3, 4]], true))).toBe(24);
    expect(count(expandCombinations('superfecta', [[1, 2, 3, 4, 5]], true))).toBe(120);
  });

  it('a quinella of four runners holds their six pairs', () => {
    expect(count(expandCombinations('quinella', [[1, 2, 3, 4]]))).toBe(6);
  });

  it('a daily double pairs every runner of the first race with every runner of the next', () => {
    expect(
      expandCombinations('daily_double', [
        [1, 2],
        [11, 12],
      ]),
    ).toEqual({
      combinations: [
        [1, 11],
        [1, 12],
        [2, 11],
        [2, 12],
      ],
    });
  });

  it('refuses what makes no ticket, each with its reason', () => {
    expect(count(expandCombinations('exacta', [[1]]))).toBe('positions');
    expect(count(expandCombinations('exacta', [[1], []]))).toBe('empty_position');
    expect(count(expandCombinations('exacta', [[1, 1], [2]]))).toBe('repeated_runner');
    expect(count(expandCombinations('exacta', [[1]], true))).toBe('box_too_small');
    expect(count(expandCombinations('win', [[1, 2]], true))).toBe('box_not_offered');
    expect(count(expandCombinations('exacta', [[1], [1]]))).toBe('no_combination');
    expect(count(expandCombinations('quinella', [[1]]))).toBe('box_too_small');
  });

  it(`refuses a ticket of more than ${MAX_TICKET_COMBINATIONS} combinations, box or wheel`, () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
    // A superfecta box of 11 is 7,920; of 12, 11,880.
    expect(count(expandCombinations('superfecta', [twenty.slice(0, 11)], true))).toBe(7920);
    expect(count(expandCombinations('superfecta', [twenty.slice(0, 12)], true))).toBe('too_many_combinations');
    expect(count(expandCombinations('superfecta', [twenty, twenty, twenty, twenty]))).toBe('too_many_combinations');
  });
});
