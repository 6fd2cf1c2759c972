import { describe, expect, it } from 'vitest';

import { pauseEnd } from './pause-end';

describe('the confirmation tells when a pause chosen now would end', () => {
  const now = new Date(2026, 10, 24, 9, 30);

  it('a time-out counts hours and days', () => {
    expect(pauseEnd('24h', now)).toEqual(new Date(2026, 10, 25, 9, 30));
    expect(pauseEnd('7d', now)).toEqual(new Date(2026, 11, 1, 9, 30));
    expect(pauseEnd('30d', now)).toEqual(new Date(2026, 11, 24, 9, 30));
  });

  it('a self-exclusion counts calendar months and years', () => {
    expect(pauseEnd('6m', now)).toEqual(new Date(2027, 4, 24, 9, 30));
    expect(pauseEnd('1y', now)).toEqual(new Date(2027, 10, 24, 9, 30));
    expect(pauseEnd('5y', now)).toEqual(new Date(2031, 10, 24, 9, 30));
  });
});
