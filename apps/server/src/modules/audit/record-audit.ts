import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { auditLog, users } from '../../db/schema';

export type AuditAction =
  | 'user.create'
  | 'user.delete'
  | 'user.deactivate'
  | 'user.balance'
  | 'user.status'
  | 'slider.create'
  | 'slider.update'
  | 'slider.delete'
  | 'setting.update'
  | 'race.cancel'
  | 'race.result_entered'
  | 'sport_event.cancel'
  | 'sport_event.result_entered'
  | 'datasource.update';

/** Writes one audit row, in the caller's transaction when there is one. */
export async function recordAudit(
  db: Db | Tx,
  entry: {
    adminUserId: number;
    action: AuditAction;
    targetType: string;
    targetId?: string | number;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    adminUserId: entry.adminUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    details: entry.details ?? {},
  });
}

export async function findAuditEntries(db: Db, limit: number) {
  const rows = await db
    .select({ entry: auditLog, adminUsername: users.username })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.adminUserId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry, adminUsername }) => ({
    id: entry.id,
    adminUserId: entry.adminUserId,
    adminUsername,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
}
