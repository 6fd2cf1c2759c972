import { ADMIN_MESSAGES, type Cents, formatCents, type TUserRole, type TUserStatus } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { duplicateAccountError, hashPassword, insertAccount, type UserRow } from '../auth';
import { applyBalanceChange } from '../wallet';
import type { Actor } from './managed-user';

export async function createUserAsAdmin(
  db: Db,
  actor: Actor,
  request: {
    username: string;
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    dateOfBirth?: string;
    role: TUserRole;
    status: TUserStatus;
    balance: Cents;
  },
): Promise<UserRow> {
  if (request.role !== 'user' && actor.role !== 'super_admin')
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.onlySuperAdminRoles);
  const passwordHash = await hashPassword(request.password);
  try {
    return await db.transaction(async (tx) => {
      const created = await insertAccount(tx, { ...request, passwordHash });
      if (request.balance > 0) {
        await applyBalanceChange(tx, {
          userId: created.id,
          amountCents: request.balance,
          type: 'admin_adjustment',
          text: { code: 'opening_balance', params: {} },
          adminUserId: actor.id,
        });
      }
      await recordAudit(tx, {
        adminUserId: actor.id,
        action: 'user.create',
        targetType: 'user',
        targetId: created.id,
        details: {
          username: request.username,
          role: request.role,
          status: request.status,
          balance: formatCents(request.balance),
        },
      });
      const [fresh] = await tx.select().from(users).where(eq(users.id, created.id));
      return fresh!;
    });
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}
