import type { TUpdateProfileRequest } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { assertUnambiguousLogin, duplicateAccountError, type UserRow } from '../auth';

/** The username never changes; names, e-mail (never another account's username) and language do. */
export async function updateProfile(db: Db, { userId, changes }: { userId: number; changes: TUpdateProfileRequest }) {
  try {
    return await db.transaction(async (tx) => {
      if (changes.email !== undefined) await assertUnambiguousLogin(tx, { email: changes.email, exceptUserId: userId });
      const [user] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return user as UserRow;
    });
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}
