import { describe, expect, it } from 'vitest';
import { oddsLabel, toFractionalOdds } from './odds';

describe('fractional odds', () => {
  it.each([
    ['2.00', '1/1'],
    ['3.50', '5/2'],
    ['1.50', '1/2'],
    ['11.00', '10/1'],
    ['1.01', '1/100'],
    [4.33, '10/3'],
    ['24.42', '47/2'],
    ['1.91', '10/11'],
  ])('%s is %s', (decimal, fractional) => {
    expect(toFractionalOdds(decimal)).toBe(fractional);
  });
});

describe('odds labels', () => {
  it.each([
    [2.5, 'favorite'],
    [2.51, 'secondFavorite'],
    [4, 'secondFavorite'],
    [6, 'outsider'],
    [6.01, 'surprise'],
  ] as const)('%d is %s', (odds, label) => {
    expect(oddsLabel(odds)).toBe(label);
  });
});
