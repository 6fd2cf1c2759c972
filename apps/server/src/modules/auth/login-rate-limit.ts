import { loginRateLimitedMessage } from '@galope/contracts';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginAttempts } from '../../db/schema';
import { type Reservation, releaseAttempt, reserveAttempt } from './attempt-counter';

/**
 * DESIGN §4: at most 10 failed sign-ins per (account, address) pair and 30 per address in 15
 * minutes. An account is never locked (a stranger could lock its owner out): past 50 failures from
 * all addresses together, each further attempt on it waits a delay that doubles up to 30 s.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PAIR = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const ACCOUNT_FAILURES_BEFORE_DELAY = 50;
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;
/** The longest window of any attempt counter (registration's hour): older rows are deleted. */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;

export type LoginAttempt = Reservation & { pairKey: string; delayMs: number };

/** How long an attempt on an account waits, given the failures on it in the window before it. */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures < ACCOUNT_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (accountFailures - ACCOUNT_FAILURES_BEFORE_DELAY));
}

/**
 * Records a sign-in attempt as a failure before the password is checked, or refuses it with 429
 * and the minutes left. `account` names the account tried (its id, or the login typed when no
 * account has it), so the username and the e-mail count as one.
 */
export async function reserveLoginAttempt(db: Db, { account, ip }: { account: string; ip: string }) {
  const address = `ip:${ip}`;
  const pairKey = `pair:${account}|${ip}`;
  const accountKey = `account:${account}`;
  const reservation = await reserveAttempt(db, {
    lockKey: address,
    keys: [
      {
        key: pairKey,
        windowMs: LOGIN_WINDOW_MS,
        limit: { max: MAX_FAILURES_PER_PAIR, message: loginRateLimitedMessage },
      },
      {
        key: address,
        windowMs: LOGIN_WINDOW_MS,
        limit: { max: MAX_FAILURES_PER_ADDRESS, message: loginRateLimitedMessage },
      },
      { key: accountKey, windowMs: LOGIN_WINDOW_MS },
    ],
  });
  return { ...reservation, pairKey, delayMs: loginDelayMs(reservation.counts.get(accountKey)!) } satisfies LoginAttempt;
}

/** A right password: this attempt was no failure, and the owner's earlier ones from this address are forgiven. */
export async function forgiveLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await releaseAttempt(db, attempt);
  await db.delete(loginAttempts).where(eq(loginAttempts.key, attempt.pairKey));
}

export async function deleteOldLoginAttempts(db: Db): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - LONGEST_WINDOW_MS)));
}
