import { MESSAGES } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { destroyOtherSessions, hashPassword, updateAccount, type UserRow, verifyPassword } from '../auth';

/** Needs the current password; afterwards every other session of the user is signed out. */
export async function changePassword(
  db: Db,
  options: { user: UserRow; currentPassword: string; newPassword: string; keepSessionToken: string | undefined },
): Promise<void> {
  if (!(await verifyPassword(options.user.password, options.currentPassword))) {
    throw new AppError('VALIDATION', MESSAGES.currentPasswordWrong);
  }
  const password = await hashPassword(options.newPassword);
  await updateAccount(db, options.user.id, { password });
  await destroyOtherSessions(db, options.user.id, options.keepSessionToken);
}
