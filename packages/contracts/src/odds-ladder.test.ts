import { describe, expect, it } from 'vitest';
import { ladderFraction, ODDS_LADDER, snapToLadder } from './odds-ladder';
import { toFractionalOdds } from './odds';

describe('the bookmakers’ ladder', () => {
  it('runs from 1.01 to 1001.00, each step longer than the one before, each fraction its decimal', () => {
    expect(ODDS_LADDER[0]).toEqual({ hundredths: 101, fraction: '1/100' });
    expect(ODDS_LADDER.at(-1)).toEqual({ hundredths: 100_100, fraction: '1000/1' });
    for (const [index, step] of ODDS_LADDER.entries()) {
      if (index > 0) expect(step.hundredths).toBeGreaterThan(ODDS_LADDER[index - 1]!.hundredths);
      const [numerator, denominator] = step.fraction.split('/').map(Number) as [number, number];
      expect(Math.abs(step.hundredths - (100 + (100 * numerator) / denominator))).toBeLessThanOrEqual(0.5);
    }
  });

  it('holds the usual steps around evens, with their traditional fractions', () => {
    const around = ODDS_LADDER.filter((step) => step.hundredths >= 167 && step.hundredths <= 300);
    expect(around.map((step) => `${(step.hundredths / 100).toFixed(2)} ${step.fraction}`)).toEqual([
      '1.67 4/6',
      '1.73 8/11',
      '1.80 4/5',
      '1.83 5/6',
      '1.91 10/11',
      '2.00 1/1',
      '2.10 11/10',
      '2.20 6/5',
      '2.25 5/4',
      '2.38 11/8',
      '2.50 6/4',
      '2.63 13/8',
      '2.75 7/4',
      '2.88 15/8',
      '3.00 2/1',
    ]);
  });

  it.each([
    [8.25, 850], // 29/4 is no bookmaker's price: 15/2 (nearer 8.50 than 8.00 by ratio)
    [2.94, 300], // 50/17: 2/1
    [5.89, 600], // 44/9: 5/1
    [2.38, 238],
    [1.005, 101],
    [1.2, 120],
    [5000, 100_100],
    [14, 1500], // 13/1 is not quoted: 14/1 (15.00) is nearer by ratio than 12/1 (13.00)
  ])('snaps %d to %d hundredths', (decimal, hundredths) => {
    expect(snapToLadder(decimal)).toBe(hundredths);
  });

  it('names a price between steps with nothing: it is not on the ladder', () => {
    expect(ladderFraction(825)).toBeNull();
    expect(ladderFraction(263)).toBe('13/8');
  });
});

describe('fractional odds on the ladder', () => {
  it.each([
    ['2.50', '6/4'],
    ['1.67', '4/6'],
    ['2.38', '11/8'],
    ['2.63', '13/8'],
    ['1.15', '2/13'],
    ['3.45', '17/7'], // off the ladder: the shortest fraction within 1 %
  ])('%s is %s', (decimal, fractional) => {
    expect(toFractionalOdds(decimal)).toBe(fractional);
  });
});
