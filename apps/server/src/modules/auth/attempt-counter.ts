import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginAttempts } from './schema';
import { AppError } from '../../lib/app-error';

/**
 * Any fixed numbers: the first key of the attempt counters' two-key advisory locks (single-key locks
 * such as the migrations' 7_310_001 and the leader's 7_310_002 live in another key space), one per
 * place in `lockKeys`. Each transaction takes its first lock, then its second, each from its own
 * space: nobody holding a second lock ever waits for a first one, so two reservations never deadlock.
 */
const LOCK_NAMESPACES = [7_310_010, 7_310_012] as const;

export type CountedKey = {
  key: string;
  windowMs: number;
  /** When set, an attempt that finds this many in the window is refused with 429 and this message. */
  limit?: { max: number; message: (minutesLeft: number) => string };
};

export type Reservation = { ids: number[]; counts: Map<string, number> };

/**
 * Counts and records an attempt in one step, so 60 parallel wrong passwords try at most
 * 10, not as many as run before the first is recorded. One transaction takes advisory locks on `lockKeys` (one or two), counts every key in its
 * window, refuses when a limit is reached, and otherwise records the attempt under every key before
 * anyone else may count. The lock keys must cover every limited key (e.g. the address for the
 * address's and the pair's limits, a device for its own). Nothing waits while the transaction is
 * open: a delay comes after it.
 */
export async function reserveAttempt(db: Db, { lockKeys, keys }: { lockKeys: string[]; keys: CountedKey[] }) {
  if (lockKeys.length < 1 || lockKeys.length > LOCK_NAMESPACES.length) throw new Error('one or two lock keys');
  return db.transaction(async (tx): Promise<Reservation> => {
    for (const [place, lockKey] of lockKeys.entries()) {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACES[place]!}, hashtext(${lockKey}))`);
    }
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
