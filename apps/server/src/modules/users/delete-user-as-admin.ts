import { ADMIN_MESSAGES } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { auditLog, balanceTransactions, bets, cashierRequests, sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { removeAccount, updateAccount } from '../auth';
import { type Actor, getTarget } from './managed-user';

/**
 * Only players can be removed. One with bets, ledger history or rows in the audit trail (a refused
 * attempt at a staff endpoint) is deactivated instead — signed out, hidden from the lists, unable to
 * sign in — so that no money or audit record is ever lost.
 */
export async function deleteUserAsAdmin(db: Db, actor: Actor, userId: number): Promise<{ deactivated: boolean }> {
  const target = await getTarget(db, userId);
  if (actor.id === target.id) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notYourself);
  if (target.role !== 'user') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.onlyUsersDeleted);

  return db.transaction(async (tx) => {
    const [{ history } = { history: 0 }] = await tx
      .select({
        history: sql<number>`(select count(*) from ${bets} where ${bets.userId} = ${userId})::int
          + (select count(*) from ${balanceTransactions} where ${balanceTransactions.userId} = ${userId})::int
          + (select count(*) from ${auditLog} where ${auditLog.adminUserId} = ${userId})::int
          + (select count(*) from ${cashierRequests} where ${cashierRequests.userId} = ${userId})::int`,
      })
      .from(sql`(select 1) as one`);
    await tx.delete(sessions).where(sql`(${sessions.sess} ->> 'userId')::int = ${userId}`);
    const deactivated = history > 0;
    if (deactivated) {
      await updateAccount(tx, userId, { deactivatedAt: new Date() });
    } else {
      await removeAccount(tx, userId);
    }
    await recordAudit(tx, {
      adminUserId: actor.id,
      action: deactivated ? 'user.deactivate' : 'user.delete',
      targetType: 'user',
      targetId: userId,
      details: { username: target.username },
    });
    return { deactivated };
  });
}
