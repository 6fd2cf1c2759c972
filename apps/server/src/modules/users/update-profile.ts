import type { TUpdateProfileRequest } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { assertUnambiguousLogin, duplicateAccountError, updateAccount, type UserRow } from '../auth';

/** The username never changes; names, e-mail (never another account's username) and language do. */
export async function updateProfile(db: Db, { userId, changes }: { userId: number; changes: TUpdateProfileRequest }) {
  try {
    return await db.transaction(async (tx) => {
      if (changes.email !== undefined) await assertUnambiguousLogin(tx, { email: changes.email, exceptUserId: userId });
      return (await updateAccount(tx, userId, changes)) as UserRow;
    });
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}
