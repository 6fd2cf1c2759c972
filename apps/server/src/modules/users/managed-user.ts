import { ADMIN_MESSAGES, type TAdminUserResponse, type TUserRole } from '@galope/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUserResponse, type UserRow } from '../auth';

export function toAdminUserResponse(user: UserRow): TAdminUserResponse {
  return { ...toUserResponse(user), deactivatedAt: user.deactivatedAt?.toISOString() ?? null };
}

/** The staff member acting. */
export type Actor = { id: number; role: TUserRole };

/** The active account acted on, or 404. */
export async function getTarget(db: Db, userId: number): Promise<UserRow> {
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  if (!target) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return target;
}

/**
 * Nobody acts on themselves (no one can lock themselves out); an admin never acts on an admin or a
 * super admin (docs/rules/sign-in-limits.md, accounts and roles).
 */
export function assertMayManage(actor: Actor, target: UserRow) {
  if (actor.id === target.id) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notYourself);
  if (actor.role !== 'super_admin' && target.role !== 'user')
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notOnAdmins);
}
