import { registrationRateLimitedMessage } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { addressBlock } from './address-block';
import { type Reservation, reserveAttempt } from './attempt-counter';

/** docs/rules/sign-in-limits.md: at most 20 accounts created per address (an IPv6 address's /64) per hour. */
export const MAX_REGISTRATIONS_PER_ADDRESS = 20;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

/** Counts a sign-up from this address before it is made, or refuses it with 429 and the minutes left. */
export function reserveRegistration(db: Db, { ip }: { ip: string }): Promise<Reservation> {
  const key = `register:${addressBlock(ip)}`;
  return reserveAttempt(db, {
    lockKeys: [key],
    keys: [
      {
        key,
        windowMs: REGISTRATION_WINDOW_MS,
        limit: { max: MAX_REGISTRATIONS_PER_ADDRESS, message: registrationRateLimitedMessage },
      },
    ],
  });
}
