/**
 * docs/rules/player-protection.md's reality check counts from the sign-in, not from the page load: the session's start,
 * its starting balance and the checks already answered live in sessionStorage, so a reload neither
 * restarts the clock nor shows an answered check again, and a new tab (a new sign-in for the player's
 * purposes) starts afresh.
 */
export interface RealityCheckSession {
  userId: number;
  /** Milliseconds since the epoch. */
  startedAt: number;
  /** The balance at the start, in cents: the net result is the balance now minus this. */
  startCents: number;
  /** How many checks the player has answered (the k-th falls k × interval after the start). */
  answered: number;
}

export const REALITY_CHECK_STORAGE_KEY = 'galope.realityCheck';

export function readRealityCheckSession(): RealityCheckSession | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(REALITY_CHECK_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { userId, startedAt, startCents, answered } = value as Record<string, unknown>;
    if ([userId, startedAt, startCents, answered].every((field) => typeof field === 'number')) {
      return value as RealityCheckSession;
    }
    return null;
  } catch {
    return null;
  }
}

export function writeRealityCheckSession(session: RealityCheckSession | null): void {
  try {
    if (session === null) sessionStorage.removeItem(REALITY_CHECK_STORAGE_KEY);
    else sessionStorage.setItem(REALITY_CHECK_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode, quota): the check then counts from this page load.
  }
}

/** How many checks have fallen due since the start. */
export function checksDue(session: RealityCheckSession, minutes: number, now: number): number {
  return Math.max(0, Math.floor((now - session.startedAt) / (minutes * 60_000)));
}

/** Milliseconds until the next unanswered check falls due (0 when one is due now). */
export function msUntilNextCheck(session: RealityCheckSession, minutes: number, now: number): number {
  const next = session.startedAt + (session.answered + 1) * minutes * 60_000;
  return Math.max(0, next - now);
}

/** "1 h 05 min", "16 min". */
export function signedInFor(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
