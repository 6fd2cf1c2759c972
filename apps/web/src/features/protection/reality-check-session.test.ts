import { describe, expect, it } from 'vitest';

import { checksDue, msUntilNextCheck, type RealityCheckSession, signedInFor } from './reality-check-session';

const MINUTE = 60_000;
const session = (answered: number): RealityCheckSession => ({ userId: 1, startedAt: 0, startCents: 10_000, answered });

describe('the reality check falls due every N minutes from the sign-in', () => {
  it('is not due before the first interval has passed', () => {
    expect(checksDue(session(0), 15, 14 * MINUTE)).toBe(0);
    expect(msUntilNextCheck(session(0), 15, 14 * MINUTE)).toBe(MINUTE);
  });

  it('is due at the interval, and after a reload an answered check is not due again', () => {
    expect(checksDue(session(0), 15, 15 * MINUTE)).toBe(1);
    expect(msUntilNextCheck(session(0), 15, 16 * MINUTE)).toBe(0);
    expect(msUntilNextCheck(session(1), 15, 16 * MINUTE)).toBe(14 * MINUTE);
  });

  it('tells the time signed in in hours and minutes', () => {
    expect(signedInFor(65 * MINUTE + 59_000)).toEqual({ hours: 1, minutes: 5 });
    expect(signedInFor(16 * MINUTE)).toEqual({ hours: 0, minutes: 16 });
  });
});
