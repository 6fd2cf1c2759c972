import { describe, expect, it } from 'vitest';

import { ageOn } from './age-on';

describe('ageOn', () => {
  it('counts whole years, a year less before this year’s birthday', () => {
    expect(ageOn('1990-05-04', '2026-05-03')).toBe(35);
    expect(ageOn('1990-05-04', '2026-05-04')).toBe(36);
    expect(ageOn('2008-11-28', '2026-11-27')).toBe(17);
    expect(ageOn('2008-11-28', '2026-11-28')).toBe(18);
  });

  it('takes a 29 February birthday on 1 March in a common year, as the sign-up’s age check does', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
