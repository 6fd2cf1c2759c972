import type { Clock } from '../lib/clock';

/** A clock that runs with the system's and can be moved on, for the rules that wait (a limit's raise, a pause's end). */
export function createTestClock(): { now: Clock; advance: (ms: number) => void; reset: () => void } {
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
