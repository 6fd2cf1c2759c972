import { loginRateLimitedMessage } from '@galope/contracts';
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginAttempts } from './schema';
import { addressBlock } from './address-block';
import { type CountedKey, type Reservation, releaseAttempt, reserveAttempt } from './attempt-counter';

/**
 * docs/rules/sign-in-limits.md: at most 10 failed sign-ins per (account, address) pair and 30 per address in 15
 * minutes, an IPv6 address counted by its /64. An account is never locked (a stranger could lock
 * its owner out): past 50 failures from all addresses together, each further attempt on it waits a
 * delay that doubles up to 30 s, unless it comes from a device the owner signed in from
 * (device-cookie.ts), which has 10 failures of its own instead, so a stolen cookie guesses no more.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PAIR = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const MAX_FAILURES_PER_DEVICE = 10;
export const ACCOUNT_FAILURES_BEFORE_DELAY = 50;
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;
/** The longest window of any attempt counter (registration's hour): older rows are deleted. */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;

/** A reserved attempt, the keys a right password forgives, and how long to wait before checking it. */
export type LoginAttempt = Reservation & { forgivenKeys: string[]; delayMs: number };

/** How long an attempt on an account waits, given the failures on it in the window before it. */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures < ACCOUNT_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (accountFailures - ACCOUNT_FAILURES_BEFORE_DELAY));
}

/**
 * Records a sign-in attempt as a failure before the password is checked, or refuses it with 429
 * and the minutes left. `account` names the account tried (its id, or the login typed when no
 * account has it), so the username and the e-mail count as one; `device` is the device cookie's
 * id when the request carries a valid one for that account.
 */
export async function reserveLoginAttempt(
  db: Db,
  { account, ip, device }: { account: string; ip: string; device?: string },
): Promise<LoginAttempt> {
  const block = addressBlock(ip);
  const address = `ip:${block}`;
  const pairKey = `pair:${account}|${block}`;
  const accountKey = `account:${account}`;
  const limited = (max: number) => ({ max, message: loginRateLimitedMessage });
  const keys: CountedKey[] = [
    { key: pairKey, windowMs: LOGIN_WINDOW_MS, limit: limited(MAX_FAILURES_PER_PAIR) },
    { key: address, windowMs: LOGIN_WINDOW_MS, limit: limited(MAX_FAILURES_PER_ADDRESS) },
    { key: accountKey, windowMs: LOGIN_WINDOW_MS },
  ];
  const deviceKey = device === undefined ? undefined : `device:${account}|${device}`;
  if (deviceKey) keys.push({ key: deviceKey, windowMs: LOGIN_WINDOW_MS, limit: limited(MAX_FAILURES_PER_DEVICE) });

  // The device's own lock too: a copied cookie tried from many addresses at once still counts to 10.
  const reservation = await reserveAttempt(db, { lockKeys: deviceKey ? [address, deviceKey] : [address], keys });
  return {
    ...reservation,
    forgivenKeys: deviceKey ? [pairKey, deviceKey] : [pairKey],
    delayMs: deviceKey ? 0 : loginDelayMs(reservation.counts.get(accountKey)!),
  };
}

/**
 * A right password: this attempt was no failure, and the owner's earlier ones from this address
 * (and from this device) are forgiven.
 */
export async function forgiveLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await releaseAttempt(db, attempt);
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, attempt.forgivenKeys));
}

export async function deleteOldLoginAttempts(db: Db): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - LONGEST_WINDOW_MS)));
}
