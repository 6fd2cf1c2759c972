import { describe, expect, it } from 'vitest';

import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(59 * 60_000 + 5_000)).toBe('59:05');
    expect(formatCountdown(999)).toBe('00:00');
    expect(formatCountdown(1_000)).toBe('00:01');
  });

  it('shows hours from one hour on', () => {
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(26 * 3_600_000 + 61_000)).toBe('26:01:01');
  });

  it('stops at 00:00 once the start has passed', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});
