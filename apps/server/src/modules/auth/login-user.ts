import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES, type TLoginRequest } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { getUserByLogin, type UserRow } from './users-repository';
import { forgiveLoginAttempt, reserveLoginAttempt } from './login-rate-limit';
import { verifyAgainstDummy, verifyPassword } from './password';

/**
 * Checks the credentials. Unknown user and wrong password get the same answer in the same time,
 * so the endpoint does not reveal which accounts exist. The attempt is counted before the password
 * is checked (login-rate-limit.ts), and any delay is waited with no database connection held.
 */
export async function loginUser(db: Db, { username, password, ip }: TLoginRequest & { ip: string }): Promise<UserRow> {
  const user = await getUserByLogin(db, username);
  const account = user ? `user:${user.id}` : `login:${username.trim().toLowerCase()}`;
  const attempt = await reserveLoginAttempt(db, { account, ip });
  if (attempt.delayMs > 0) await sleep(attempt.delayMs);

  const valid = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw new AppError('UNAUTHENTICATED', MESSAGES.loginFailed);
  await forgiveLoginAttempt(db, attempt);
  return user;
}
