import { createHash, randomBytes } from 'node:crypto';
import { toStorableText } from '@galope/contracts';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { preparedPerDb } from '../../db/prepared-per-db';
import { sessions, users } from './schema';
import type { LiveBus } from '../live';
import type { SessionLookup } from './session-cache';

export const SESSION_COOKIE = 'galope.sid';
/**
 * Beside the session cookie (which scripts cannot read), one they can: "a session may be open". The
 * web app asks `GET /api/user` only when it is there, so a guest's page loads log no 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'galope_signed_in';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Without "remember me" the cookie dies with the browser and the server forgets it after 12 hours. */
export const SHORT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * The session's id: the database keeps only this hash of the token, so a leaked sessions table
 * signs nobody in (and the id can travel in a live event without being a credential).
 */
export function hashToken(token: string): string {
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
      // A header is the client's to fill: NUL or a pair cut at 200 would fail the jsonb write.
      userAgent: options.userAgent === undefined ? undefined : toStorableText(options.userAgent.slice(0, 200)),
    },
    expire,
  });
  return { token, expire };
}

/**
 * Who a session signs in and until when: one indexed query, prepared once per database because
 * every signed-in request that misses the session cache runs it.
 */
export async function getSession(db: Db, sessionId: string): Promise<SessionLookup | undefined> {
  const [row] = await sessionQuery(db).execute({ sid: sessionId });
  return row;
}

const sessionQuery = preparedPerDb((db) =>
  db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess} ->> 'userId')::int`)
    .where(and(eq(sessions.sid, sql.placeholder('sid')), sql`${sessions.expire} > now()`, isNull(users.deactivatedAt)))
    .prepare('session_user'),
);

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

/** Of these session ids, the ones still signing someone in (not ended, not expired, account active). */
export async function findLiveSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess} ->> 'userId')::int`)
    .where(and(inArray(sessions.sid, sessionIds), sql`${sessions.expire} > now()`, isNull(users.deactivatedAt)));
  return new Set(rows.map((row) => row.sid));
}

/**
 * Tells every instance's live sockets that these sessions ended (private messages must reach
 * a signed-in user only): one session (sign-out), or all of a user's, but perhaps the one in use
 * (password change), after deactivation or a change of role or status (the sockets reconnect and
 * read who they are afresh).
 */
export async function announceSessionsEnded(
  bus: LiveBus,
  ended: { sessionId: string } | { userId: number; exceptSessionId?: string },
): Promise<void> {
  await bus.publish({ type: 'session_ended', ...ended });
}

/** Tells every instance that this account's row changed (profile, language), so none serves it from memory. */
export async function announceUserChanged(bus: LiveBus, changed: { userId: number }): Promise<void> {
  await bus.publish({ type: 'user_changed', ...changed });
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
