import { describe, expect, it } from 'vitest';

import { betAmounts, tooManyDecimals } from './bet-amounts';

describe('betAmounts', () => {
  it('is stake × odds in cents, half-up', () => {
    expect(betAmounts('10', '2.50')).toEqual({ stakeCents: 1000, winningsCents: 2500 });
    expect(betAmounts('0.33', '1.55')).toEqual({ stakeCents: 33, winningsCents: 51 });
  });

  it('refuses an empty, zero, negative or over-precise stake', () => {
    for (const stake of ['', '0', '0.00', '-5', '1.234', 'abc']) expect(betAmounts(stake, '2.00')).toBeNull();
  });
});

describe('tooManyDecimals', () => {
  it('tells a stake with a third decimal apart from one that is no amount at all, with the example to type', () => {
    expect(tooManyDecimals('7.777')).toEqual({ example: '7.77' });
    for (const stake of ['', '0', '-5', 'abc', '7.77']) expect(tooManyDecimals(stake)).toBeNull();
  });
});
