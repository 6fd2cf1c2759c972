import { describe, expect, it } from 'vitest';

import { addDays, siteToday, validDay } from './site-day';

describe('the results page days', () => {
  it("is the site's day: 03:00 UTC is still the evening before in Mexico City", () => {
    expect(siteToday(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
    expect(siteToday(new Date('2026-11-28T07:00:00Z'))).toBe('2026-11-28');
  });

  it('steps over months and leap days', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('takes from the URL only real days up to today', () => {
    expect(validDay('2026-11-20', '2026-11-28')).toBe('2026-11-20');
    expect(validDay('2026-11-29', '2026-11-28')).toBeNull();
    expect(validDay('2026-02-30', '2026-11-28')).toBeNull();
    expect(validDay('0000-01-01', '2026-11-28')).toBeNull();
    expect(validDay('ayer', '2026-11-28')).toBeNull();
    expect(validDay(null, '2026-11-28')).toBeNull();
  });
});
