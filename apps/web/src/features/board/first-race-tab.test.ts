import { describe, expect, it } from 'vitest';

import { firstRaceTab } from './first-race-tab';

describe('the race tab the board opens on', () => {
  it('is "live" while races run, whatever is upcoming', () => {
    expect(firstRaceTab(2, 40)).toBe('live');
    expect(firstRaceTab(2, undefined)).toBe('live');
  });

  it('is "live", under its placeholder, while the live races load', () => {
    expect(firstRaceTab(undefined, 40)).toBe('live');
  });

  it('with nothing running is "upcoming", also while the upcoming races load', () => {
    expect(firstRaceTab(0, 40)).toBe('upcoming');
    expect(firstRaceTab(0, undefined)).toBe('upcoming');
  });

  it('with nothing running nor upcoming is "live", which says to come back', () => {
    expect(firstRaceTab(0, 0)).toBe('live');
  });
});
