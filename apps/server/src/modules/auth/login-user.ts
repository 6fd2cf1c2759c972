import { MESSAGES, type TLoginRequest } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { getUserByLogin, type UserRow } from '../users/users-repository';
import { attemptKeys, clearAccountFailures, isLoginBlocked, recordFailedLogin } from './login-rate-limit';
import { verifyAgainstDummy, verifyPassword } from './password';

/**
 * Checks the credentials. Unknown user and wrong password get the same answer in the same time,
 * so the endpoint does not reveal which accounts exist.
 */
export async function loginUser(db: Db, { username, password, ip }: TLoginRequest & { ip: string }): Promise<UserRow> {
  const keys = attemptKeys(username, ip);
  if (await isLoginBlocked(db, keys)) throw new AppError('RATE_LIMITED', MESSAGES.loginRateLimited);

  const user = await getUserByLogin(db, username);
  const valid = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await recordFailedLogin(db, keys);
    throw new AppError('UNAUTHENTICATED', MESSAGES.loginFailed);
  }
  await clearAccountFailures(db, keys);
  return user;
}
