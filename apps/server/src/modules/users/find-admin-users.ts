import type { TAdminUserResponse, TUserRole, TUserStatus } from '@galope/contracts';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { toAdminUserResponse } from './managed-user';

/** One page of active accounts, newest first, with the total for the pager (one query). */
export async function findAdminUsers(
  db: Db,
  query: { page: number; pageSize: number; search?: string; status?: TUserStatus; role?: TUserRole },
): Promise<{ users: TAdminUserResponse[]; total: number }> {
  const conditions: (SQL | undefined)[] = [isNull(users.deactivatedAt)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ),
    );
  }
  const rows = await db
    .select({ user: users, total: sql<number>`count(*) over ()::int` })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { users: rows.map((row) => toAdminUserResponse(row.user)), total: rows[0]?.total ?? 0 };
}
