import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES, type TLoginRequest } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import type { DeviceCookies } from './device-cookie';
import { getUserByLogin, type UserRow } from './users-repository';
import { forgiveLoginAttempt, reserveLoginAttempt } from './login-rate-limit';
import { verifyAgainstDummy, verifyPassword } from './password';

/**
 * Checks the credentials. Unknown user and wrong password get the same answer in the same time,
 * so the endpoint does not reveal which accounts exist. The attempt is counted before the password
 * is checked (login-rate-limit.ts), and any delay is waited with no database connection held.
 * Answers the user and the device the request's device cookie names for that account, if any.
 */
export async function loginUser(
  db: Db,
  {
    username,
    password,
    ip,
    deviceCookie,
    devices,
  }: TLoginRequest & { ip: string; deviceCookie: string | undefined; devices: DeviceCookies },
): Promise<{ user: UserRow; device: string | undefined }> {
  const user = await getUserByLogin(db, username);
  const account = user ? `user:${user.id}` : `login:${username.trim().toLowerCase()}`;
  const device = user ? devices.deviceFor(deviceCookie, user.id) : undefined;
  const attempt = await reserveLoginAttempt(db, { account, ip, device });
  if (attempt.delayMs > 0) await sleep(attempt.delayMs);

  const valid = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw new AppError('UNAUTHENTICATED', MESSAGES.loginFailed);
  await forgiveLoginAttempt(db, attempt);
  return { user, device };
}
