import { describe, expect, it } from 'vitest';

import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows a date-only value (a head-to-head meeting) as the day it names, in every time zone', () => {
    for (const timeZone of ['America/Mexico_City', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      expect(formatDate('2026-08-14', 'es', timeZone)).toBe('14 de agosto de 2026');
      expect(formatDate('2026-08-14', 'en', timeZone)).toBe('August 14, 2026');
    }
    expect(formatDate('2026-01-01', 'es')).toBe('1 de enero de 2026');
  });

  it('shows a moment in the player’s time zone: late evening in Mexico City is still that day there', () => {
    expect(formatDate('2026-08-15T03:30:00Z', 'es', 'America/Mexico_City')).toBe('14 de agosto de 2026');
    expect(formatDate('2026-08-15T03:30:00Z', 'es', 'UTC')).toBe('15 de agosto de 2026');
  });

  it('shows a dash for a value that is not a date', () => {
    expect(formatDate('2026-13-45', 'es')).toBe('—');
    expect(formatDate('mañana', 'es')).toBe('—');
  });
});
