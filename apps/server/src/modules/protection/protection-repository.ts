import {
  formatCents,
  LIMIT_INCREASE_DELAY_HOURS,
  LIMIT_NAMES,
  LIMIT_WINDOW_HOURS,
  parseCents,
  type TLimitName,
  type TLimitsResponse,
  type TUpdateLimitsRequest,
} from '@galope/contracts';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { playerLimitChanges, playerProtection } from './schema';

const HOUR_MS = 3_600_000;

/** The limit in force at `now`, per name, in cents (null: none). */
export async function limitsInForce(
  db: Db | Tx,
  userId: number,
  now: Date,
): Promise<Record<TLimitName, number | null>> {
  const rows = await db
    .selectDistinctOn([playerLimitChanges.name], { name: playerLimitChanges.name, value: playerLimitChanges.value })
    .from(playerLimitChanges)
    .where(and(eq(playerLimitChanges.userId, userId), lte(playerLimitChanges.effectiveAt, now)))
    .orderBy(playerLimitChanges.name, desc(playerLimitChanges.effectiveAt), desc(playerLimitChanges.id));
  const limits = Object.fromEntries(LIMIT_NAMES.map((name) => [name, null])) as Record<TLimitName, number | null>;
  for (const row of rows) limits[row.name as TLimitName] = row.value === null ? null : parseCents(row.value);
  return limits;
}

/**
 * What counts against each limit over its rolling window, in cents: deposits asked (pending and
 * approved), stakes of bets not cancelled, and losses (stakes minus returns of settled bets, plus
 * stakes of pending ones).
 */
export async function limitUsage(db: Db | Tx, userId: number, name: TLimitName, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LIMIT_WINDOW_HOURS[name] * HOUR_MS);
  const query = name.startsWith('deposit')
    ? sql`select coalesce(sum(amount), 0) as used from cashier_requests
           where user_id = ${userId} and type = 'deposit' and status in ('pending', 'approved') and created_at > ${since}`
    : name === 'stakeDaily'
      ? sql`select coalesce(sum(amount), 0) as used from bets
           where user_id = ${userId} and status <> 'cancelled' and placed_at > ${since}`
      : sql`select coalesce(sum(case status when 'cancelled' then 0 when 'pending' then amount
                                   else amount - coalesce(actual_winnings, 0) end), 0) as used
            from bets where user_id = ${userId} and placed_at > ${since}`;
  const [row] = await queryRows<{ used: string | number }>(db, query);
  return Math.round(Number(row!.used) * 100);
}

export async function readProtection(db: Db | Tx, userId: number) {
  const [row] = await db.select().from(playerProtection).where(eq(playerProtection.userId, userId));
  return row;
}

/** The end of a running time-out or self-exclusion, if one is running. */
export async function protectedUntil(db: Db | Tx, userId: number, now: Date): Promise<Date | undefined> {
  const row = await readProtection(db, userId);
  const until = [row?.timeOutUntil, row?.excludedUntil].filter((date): date is Date => !!date && date > now);
  return until.sort((a, b) => b.getTime() - a.getTime())[0];
}

/** `GET /api/user/limits`. */
export async function describeLimits(db: Db, userId: number, now: Date): Promise<TLimitsResponse> {
  const inForce = await limitsInForce(db, userId, now);
  const pendingRows = await db
    .select()
    .from(playerLimitChanges)
    .where(and(eq(playerLimitChanges.userId, userId), gt(playerLimitChanges.effectiveAt, now)))
    .orderBy(asc(playerLimitChanges.effectiveAt), asc(playerLimitChanges.id));
  const used: Partial<Record<TLimitName, string>> = {};
  for (const name of LIMIT_NAMES) {
    if (inForce[name] !== null) used[name] = formatCents(await limitUsage(db, userId, name, now));
  }
  const protection = await readProtection(db, userId);
  const running = (date: Date | null | undefined) => (date && date > now ? date.toISOString() : null);
  return {
    limits: Object.fromEntries(
      LIMIT_NAMES.map((name) => [name, inForce[name] === null ? null : formatCents(inForce[name]!)]),
    ) as TLimitsResponse['limits'],
    pending: pendingRows.map((row) => ({
      name: row.name as TLimitName,
      value: row.value,
      effectiveAt: row.effectiveAt.toISOString(),
    })),
    used: used as TLimitsResponse['used'],
    timeOutUntil: running(protection?.timeOutUntil),
    selfExcludedUntil: running(protection?.excludedUntil),
  };
}

/**
 * `PUT /api/user/limits` (after the UK Gambling Commission's RTS 12): a first or lower limit applies at once, a
 * higher one or a removal 24 hours later; a new change replaces any change still waiting. Returns what
 * changed, for the audit trail.
 */
export async function changeLimits(tx: Tx, userId: number, asked: TUpdateLimitsRequest, now: Date) {
  const inForce = await limitsInForce(tx, userId, now);
  const changes: Array<{ name: TLimitName; from: string | null; to: string | null; effectiveAt: string }> = [];
  for (const name of LIMIT_NAMES) {
    const value = asked[name];
    if (value === undefined) continue;
    await tx
      .delete(playerLimitChanges)
      .where(
        and(
          eq(playerLimitChanges.userId, userId),
          eq(playerLimitChanges.name, name),
          gt(playerLimitChanges.effectiveAt, now),
        ),
      );
    const current = inForce[name];
    if (value === current) continue;
    const atOnce = value !== null && (current === null || value < current);
    const effectiveAt = atOnce ? now : new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * HOUR_MS);
    await tx.insert(playerLimitChanges).values({
      userId,
      name,
      value: value === null ? null : formatCents(value),
      effectiveAt,
    });
    changes.push({
      name,
      from: current === null ? null : formatCents(current),
      to: value === null ? null : formatCents(value),
      effectiveAt: effectiveAt.toISOString(),
    });
  }
  await tx
    .insert(playerProtection)
    .values({ userId, hasLimits: true })
    .onConflictDoUpdate({ target: playerProtection.userId, set: { hasLimits: true, updatedAt: now } });
  return changes;
}
