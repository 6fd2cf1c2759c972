import type { TAuditActorResponse, TAuditEntryResponse, TAuditLogFilters } from '@galope/contracts';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { auditLog } from './schema';
import { siteMidnight } from '../../lib/site-calendar';

const targetUser = alias(users, 'target_user');

function conditionsOf(filters: TAuditLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.adminUserId) conditions.push(eq(auditLog.adminUserId, filters.adminUserId));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.from) conditions.push(gte(auditLog.createdAt, siteMidnight(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.createdAt, siteMidnight(filters.to, 1)));
  return and(...conditions);
}

/**
 * The trail, newest first, with who acted and, for a user target, that user's current username.
 * Without `page` every matching row comes back (the CSV export).
 */
export async function findAuditEntries(
  db: Db,
  options: { filters: TAuditLogFilters; page?: { limit: number; offset: number } },
): Promise<{ entries: TAuditEntryResponse[]; total: number }> {
  const where = conditionsOf(options.filters);
  const query = db
    .select({
      entry: auditLog,
      adminUsername: users.username,
      adminRole: users.role,
      targetName: targetUser.username,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.adminUserId))
    .leftJoin(targetUser, and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, sql`${targetUser.id}::text`)))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const rows = options.page ? await query.limit(options.page.limit).offset(options.page.offset) : await query;
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no row to carry the window count.
    [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  }
  const entries = rows.map(({ entry, adminUsername, adminRole, targetName }) => ({
    id: entry.id,
    adminUserId: entry.adminUserId,
    adminUsername,
    adminRole,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName,
    refused: entry.details.refused === true,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { entries, total };
}

/** Everyone who appears in the trail (staff, and players refused at a staff endpoint), by name. */
export async function findAuditActors(db: Db): Promise<TAuditActorResponse[]> {
  return db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(sql`exists (select 1 from ${auditLog} where ${auditLog.adminUserId} = ${users.id})`)
    .orderBy(asc(users.username));
}
