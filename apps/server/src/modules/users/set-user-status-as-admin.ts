import type { TUserStatus } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { recordAudit } from '../audit';
import type { UserRow } from '../auth';
import { type Actor, assertMayManage, getTarget } from './managed-user';

export async function setUserStatusAsAdmin(
  db: Db,
  actor: Actor,
  request: { userId: number; status: TUserStatus; reason?: string },
): Promise<UserRow> {
  const target = await getTarget(db, request.userId);
  assertMayManage(actor, target);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ status: request.status, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
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
