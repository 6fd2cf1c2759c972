import {
  ACCOUNT_MESSAGES,
  formatCents,
  parseCents,
  type TLanguage,
  type TUserResponse,
  type TUserRole,
  type TUserStatus,
} from '@galope/contracts';
import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { userSettings } from '../../db/schema';
import { users } from './schema';
import { AppError } from '../../lib/app-error';

export type UserRow = typeof users.$inferSelect;

/**
 * Sign-in accepts the username or the e-mail address, case-insensitively. Should a username equal
 * another account's e-mail (older data; new accounts cannot), the username wins, always.
 */
export async function getUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const byUsername = sql`lower(${users.username}) = ${value}`;
  const [row] = await db
    .select()
    .from(users)
    .where(and(isNull(users.deactivatedAt), or(byUsername, sql`lower(${users.email}) = ${value}`)))
    .orderBy(desc(byUsername), asc(users.id))
    .limit(1);
  return row;
}

/** Any fixed number: the advisory locks that serialise the check below for one name. */
const NAME_LOCK_NAMESPACE = 7_310_011;

/**
 * A sign-in name must lead to one account: a username may not be another account's e-mail, nor an
 * e-mail another account's username (409). Inside the transaction that writes the names, so two
 * accounts taking the same name at once wait for each other.
 */
export async function assertUnambiguousLogin(
  tx: Tx,
  names: { username?: string; email?: string; exceptUserId?: number },
): Promise<void> {
  const username = names.username?.trim().toLowerCase();
  const email = names.email?.trim().toLowerCase();
  for (const name of [username, email].filter((value) => value !== undefined).sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAME_LOCK_NAMESPACE}, hashtext(${name}))`);
  }
  const others = names.exceptUserId === undefined ? undefined : ne(users.id, names.exceptUserId);
  const checks = [
    { value: username, column: users.email, message: ACCOUNT_MESSAGES.usernameIsAnotherEmail },
    { value: email, column: users.username, message: ACCOUNT_MESSAGES.emailIsAnotherUsername },
  ];
  for (const { value, column, message } of checks) {
    if (value === undefined) continue;
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${column}) = ${value}`, others))
      .limit(1);
    if (clash) throw new AppError('DUPLICATE', message);
  }
}

/**
 * A new account's row and its settings row, inside the caller's transaction, once its names are seen
 * to lead to it alone. What is left out takes the column's default (a pending player, in Spanish).
 */
export async function insertAccount(
  tx: Tx,
  account: {
    username: string;
    email: string;
    passwordHash: string;
    firstName?: string;
    lastName?: string;
    dateOfBirth?: string;
    preferredLanguage?: TLanguage;
    role?: TUserRole;
    status?: TUserStatus;
  },
): Promise<UserRow> {
  await assertUnambiguousLogin(tx, { username: account.username, email: account.email });
  const [user] = await tx
    .insert(users)
    .values({
      username: account.username,
      email: account.email,
      password: account.passwordHash,
      firstName: account.firstName || null,
      lastName: account.lastName || null,
      dateOfBirth: account.dateOfBirth ?? null,
      preferredLanguage: account.preferredLanguage,
      role: account.role,
      status: account.status,
    })
    .returning();
  await ensureUserSettings(tx, user!.id);
  return user!;
}

/**
 * What may change on an account once it exists. The username never does; the balance is the wallet's
 * (it moves only with its ledger row: wallet/apply-balance-change.ts and the bet functions).
 */
export type AccountChanges = Partial<
  Pick<
    UserRow,
    'email' | 'firstName' | 'lastName' | 'preferredLanguage' | 'password' | 'role' | 'status' | 'deactivatedAt'
  >
>;

/** The account's row changed as asked, inside the caller's transaction or on its own; undefined if gone. */
export async function updateAccount(
  db: Db | Tx,
  userId: number,
  changes: AccountChanges,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Removes an account that has no history (users/delete-user-as-admin.ts decides), inside the caller's transaction. */
export async function removeAccount(tx: Tx, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
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
    dateOfBirth: user.dateOfBirth,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
