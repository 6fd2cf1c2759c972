import type { TAuditAction } from '@galope/contracts';
import type { Db, Tx } from '../../db/connect';
import { auditLog } from './schema';

export type AuditAction = TAuditAction;

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
