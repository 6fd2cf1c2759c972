import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sessions, users } from '../../db/schema';
import type { UserRow } from '../users/users-repository';

export const SESSION_COOKIE = 'galope.sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Without "remember me" the cookie dies with the browser and the server forgets it after 12 hours. */
export const SHORT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The database keeps only a hash of the token, so a leaked sessions table signs nobody in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  options: { userId: number; remember: boolean; ip?: string; userAgent?: string },
): Promise<{ token: string; expire: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expire = new Date(Date.now() + (options.remember ? SESSION_TTL_MS : SHORT_SESSION_TTL_MS));
  await db.insert(sessions).values({
    sid: hashToken(token),
    sess: {
      userId: options.userId,
      createdAt: new Date().toISOString(),
      ip: options.ip,
      userAgent: options.userAgent?.slice(0, 200),
    },
    expire,
  });
  return { token, expire };
}

/** The signed-in user for a session token: one query. */
export async function getSessionUser(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess} ->> 'userId')::int`)
    .where(and(eq(sessions.sid, hashToken(token)), gt(sessions.expire, new Date())));
  return row?.user;
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

/** After a password change, every other device is signed out. */
export async function destroyOtherSessions(db: Db, userId: number, keepToken: string | undefined): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        sql`(${sessions.sess} ->> 'userId')::int = ${userId}`,
        keepToken ? ne(sessions.sid, hashToken(keepToken)) : undefined,
      ),
    );
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
