import { describe, expect, it } from 'vitest';

import { effectiveLimit, formatCount, formatRate, orderStats, usagePercent } from './stats-figures';

describe('effectiveLimit', () => {
  it('shows the lower of our daily limit and the one the service reports', () => {
    expect(effectiveLimit({ dailyLimit: 1000, serviceLimit: 100 })).toBe(100);
    expect(effectiveLimit({ dailyLimit: 50, serviceLimit: 100 })).toBe(50);
    expect(effectiveLimit({ dailyLimit: null, serviceLimit: 100 })).toBe(100);
    expect(effectiveLimit({ dailyLimit: 1000 })).toBe(1000);
    expect(effectiveLimit({ dailyLimit: null, serviceLimit: null })).toBeNull();
  });
});

describe('orderStats', () => {
  it('lists the sources in their usual order, the secondary feed after the racing source, unknown ids last', () => {
    const ids = orderStats({
      'zzz-new': 1,
      'us-horse-racing-api': 1,
      'rapidapi-horse-racing': 1,
      'sport-api': 1,
      'uk-betting-odds-api': 1,
      'horse-racing-api': 1,
    }).map(([id]) => id);
    expect(ids).toEqual([
      'sport-api',
      'horse-racing-api',
      'rapidapi-horse-racing',
      'uk-betting-odds-api',
      'us-horse-racing-api',
      'zzz-new',
    ]);
  });
});

describe('figures', () => {
  it('formats counts and rates in the page language', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatRate(97.5, 'en')).toBe('97.5%');
    expect(formatRate(100, 'es')).toBe('100%');
    expect(formatRate(null, 'es')).toBeNull();
  });

  it('measures the spent share of a daily limit, none for an unlimited source', () => {
    expect(usagePercent(250, 1000)).toBe(25);
    expect(usagePercent(1200, 1000)).toBe(100);
    expect(usagePercent(10, null)).toBeNull();
  });
});
