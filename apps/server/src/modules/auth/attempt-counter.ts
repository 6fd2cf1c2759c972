import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Any fixed number: the first key of the attempt counters' two-key advisory locks (single-key locks
 * such as the migrations' 7_310_001 and the leader's 7_310_002 live in another key space).
 */
const LOCK_NAMESPACE = 7_310_010;

export type CountedKey = {
  key: string;
  windowMs: number;
  /** When set, an attempt that finds this many in the window is refused with 429 and this message. */
  limit?: { max: number; message: (minutesLeft: number) => string };
};

export type Reservation = { ids: number[]; counts: Map<string, number> };

/**
 * Counts and records an attempt in one step (DESIGN §4: 60 parallel wrong passwords try at most
 * 10). One transaction takes an advisory lock on `lockKey`, counts every key in its window, refuses
 * when a limit is reached, and otherwise records the attempt under every key before anyone else
 * may count. The lock key must cover every limited key (e.g. the address for the address's and the
 * pair's limits). Nothing waits while the transaction is open: a delay comes after it.
 */
export async function reserveAttempt(db: Db, { lockKey, keys }: { lockKey: string; keys: CountedKey[] }) {
  return db.transaction(async (tx): Promise<Reservation> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${lockKey}))`);
    const now = Date.now();
    const rows = await tx
      .select({ key: loginAttempts.key, total: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(
        or(
          ...keys.map(
            ({ key, windowMs }) =>
              sql`(${loginAttempts.key} = ${key} and ${loginAttempts.attemptedAt} > ${new Date(now - windowMs)})`,
          ),
        ),
      )
      .groupBy(loginAttempts.key);
    const counts = new Map(keys.map(({ key }) => [key, rows.find((row) => row.key === key)?.total ?? 0]));

    for (const { key, windowMs, limit } of keys) {
      const total = counts.get(key)!;
      if (!limit || total < limit.max) continue;
      // The attempt whose expiry brings the count back under the limit.
      const [freeing] = await tx
        .select({ at: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(sql`${loginAttempts.key} = ${key} and ${loginAttempts.attemptedAt} > ${new Date(now - windowMs)}`)
        .orderBy(loginAttempts.attemptedAt)
        .offset(total - limit.max)
        .limit(1);
      const waitMs = (freeing ? freeing.at.getTime() + windowMs : now + windowMs) - now;
      throw new AppError('RATE_LIMITED', limit.message(Math.max(1, Math.ceil(waitMs / 60_000))));
    }

    const recorded = await tx
      .insert(loginAttempts)
      .values(keys.map(({ key }) => ({ key })))
      .returning({ id: loginAttempts.id });
    return { ids: recorded.map((row) => row.id), counts };
  });
}

/** Takes back a reserved attempt that turned out not to count (a right password, a refused sign-up). */
export async function releaseAttempt(db: Db, reservation: Pick<Reservation, 'ids'>): Promise<void> {
  if (reservation.ids.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.id, reservation.ids));
}
