import { describe, expect, it } from 'vitest';

import { formatOdds } from './format-odds';

describe('formatOdds', () => {
  it('shows decimal odds with two places', () => {
    expect(formatOdds('3.50', 'decimal')).toBe('3.50');
    expect(formatOdds('3.5', 'decimal')).toBe('3.50');
    expect(formatOdds(2, 'decimal')).toBe('2.00');
    expect(formatOdds(' 1.01 ', 'decimal')).toBe('1.01');
  });

  it('shows fractional odds reduced', () => {
    expect(formatOdds('3.50', 'fractional')).toBe('5/2');
    expect(formatOdds('2.00', 'fractional')).toBe('1/1');
    expect(formatOdds(1.5, 'fractional')).toBe('1/2');
    expect(formatOdds('11.00', 'fractional')).toBe('10/1');
    expect(formatOdds('1.01', 'fractional')).toBe('1/100');
  });

  it('shows American odds: plus from 2.00 up, minus below', () => {
    expect(formatOdds('3.50', 'american')).toBe('+250');
    expect(formatOdds('2.00', 'american')).toBe('+100');
    expect(formatOdds('11.00', 'american')).toBe('+1000');
    expect(formatOdds('1.50', 'american')).toBe('-200');
    expect(formatOdds('1.91', 'american')).toBe('-110');
    expect(formatOdds('1.25', 'american')).toBe('-400');
    expect(formatOdds('1.01', 'american')).toBe('-10000');
    expect(formatOdds(2.1, 'american')).toBe('+110');
  });

  it('does not drift on floating-point input', () => {
    expect(formatOdds(1.1, 'american')).toBe('-1000');
    expect(formatOdds(2.3, 'american')).toBe('+130');
    expect(formatOdds(1.15, 'fractional')).toBe('2/13');
  });

  it('shows a dash for a value that is not a price', () => {
    expect(formatOdds('', 'decimal')).toBe('—');
    expect(formatOdds('abc', 'american')).toBe('—');
    expect(formatOdds(Number.NaN, 'fractional')).toBe('—');
    expect(formatOdds(0, 'decimal')).toBe('—');
    expect(formatOdds('1.00', 'american')).toBe('1.00');
  });
});
