import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser the owner signed in from (OWASP's "device cookies"): a sign-in that carries one for
 * the account it tries skips the account-wide delay a stranger's failures build up, so nobody
 * elsewhere can make the owner wait. Only the sign-in reads it, so only the sign-in is sent it.
 */
export const DEVICE_COOKIE = 'galope.device';
export const DEVICE_COOKIE_PATH = '/api/login';
/** A device stays known for a year after its last sign-in there. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A device's id: 16 random bytes, base64url. Anything else in the cookie is not a device. */
const DEVICE_ID = /^[\w-]{22}$/;

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/**
 * The cookie's value is `<device id>.<MAC>`, the MAC taken over the account's id and the device's:
 * it names the account without showing its id, and a cookie from one account means nothing on
 * another. The key is derived from the session secret, so a device MAC is never a session
 * cookie's signature.
 */
export function createDeviceCookies(sessionSecret: string) {
  const key = createHmac('sha256', sessionSecret).update('galope device cookie').digest();
  const macOf = (userId: number, device: string) =>
    createHmac('sha256', key).update(`${userId}:${device}`).digest('base64url');

  return {
    /** The cookie for this account on this device: a new device unless one is given. */
    issue(userId: number, device = randomBytes(16).toString('base64url')): string {
      return `${device}.${macOf(userId, device)}`;
    },
    /** The device a cookie names when it was issued for this account, else undefined. */
    deviceFor(value: string | undefined, userId: number): string | undefined {
      const [device = '', mac = '', ...rest] = (value ?? '').split('.');
      if (!DEVICE_ID.test(device) || rest.length > 0) return undefined;
      const expected = Buffer.from(macOf(userId, device));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
    },
  };
}
