import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginAttempts } from '../../db/schema';

/** DESIGN §4: at most 10 failed attempts per account and per address in 15 minutes. */
export const MAX_FAILED_ATTEMPTS = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export function attemptKeys(login: string, ip: string): { account: string; address: string } {
  return { account: `account:${login.trim().toLowerCase()}`, address: `ip:${ip}` };
}

/**
 * Kept in the database rather than in memory so that several server instances share one count.
 */
export async function isLoginBlocked(db: Db, keys: { account: string; address: string }): Promise<boolean> {
  const since = new Date(Date.now() - ATTEMPT_WINDOW_MS);
  const rows = await db
    .select({ key: loginAttempts.key, failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, [keys.account, keys.address]), gt(loginAttempts.attemptedAt, since)))
    .groupBy(loginAttempts.key);
  return rows.some((row) => row.failures >= MAX_FAILED_ATTEMPTS);
}

export async function recordFailedLogin(db: Db, keys: { account: string; address: string }): Promise<void> {
  await db.insert(loginAttempts).values([{ key: keys.account }, { key: keys.address }]);
}

/** A successful sign-in forgives the account's failures (the address's stay counted). */
export async function clearAccountFailures(db: Db, keys: { account: string }): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [keys.account]));
}

export async function deleteOldLoginAttempts(db: Db): Promise<void> {
  await db.delete(loginAttempts).where(sql`${loginAttempts.attemptedAt} < ${new Date(Date.now() - ATTEMPT_WINDOW_MS)}`);
}
