import type { TUpdateProfileRequest } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { duplicateAccountError } from '../auth/register-user';
import type { UserRow } from './users-repository';

/** The username never changes; names, e-mail and language do. */
export async function updateProfile(db: Db, { userId, changes }: { userId: number; changes: TUpdateProfileRequest }) {
  try {
    const [user] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return user as UserRow;
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}
