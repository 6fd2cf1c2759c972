import { formatCents, parseCents, type TLanguage, type TUserResponse } from '@galope/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { users, userSettings } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function getUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Sign-in accepts the username or the e-mail address, case-insensitively. */
export async function getUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deactivatedAt),
        or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`),
      ),
    )
    .limit(1);
  return row;
}

export async function ensureUserSettings(db: Db | Tx, userId: number): Promise<void> {
  await db.insert(userSettings).values({ userId }).onConflictDoNothing();
}

/** The only way a user leaves the server: every field but the password hash. */
export function toUserResponse(user: UserRow): TUserResponse {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    balance: formatCents(parseCents(user.balance) ?? 0),
    preferredLanguage: user.preferredLanguage as TLanguage,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
