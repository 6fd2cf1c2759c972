import type { Clock } from '../lib/clock';

/** An hour in milliseconds, the unit the rules that wait are counted in (a limit's raise, a pause). */
export const HOUR_MS = 3_600_000;

export type TestClock = { now: Clock; advance: (ms: number) => void; reset: () => void };

/** A clock that runs with the system's and can be moved on, for the rules that wait (a limit's raise, a pause's end). */
export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
