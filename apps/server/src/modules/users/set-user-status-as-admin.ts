import type { TUserStatus } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { recordAudit } from '../audit';
import { updateAccount, type UserRow } from '../auth';
import { type Actor, assertMayManage, getTarget } from './managed-user';

export async function setUserStatusAsAdmin(
  db: Db,
  actor: Actor,
  request: { userId: number; status: TUserStatus; reason?: string },
): Promise<UserRow> {
  const target = await getTarget(db, request.userId);
  assertMayManage(actor, target);
  return db.transaction(async (tx) => {
    const updated = await updateAccount(tx, target.id, { status: request.status });
    await recordAudit(tx, {
      adminUserId: actor.id,
      action: 'user.status',
      targetType: 'user',
      targetId: target.id,
      details: { from: target.status, to: request.status, reason: request.reason ?? null },
    });
    return updated!;
  });
}
