import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { apiStats } from '../schema';
import type { StatsId } from '../config/source-catalogue';

/**
 * The call ledger of api_stats. Every HTTP request to a service — retries included — is one call, or
 * what the service says it cost where it counts otherwise (recordCall).
 * Before a call, `reserveCall` takes one unit of today's budget in a single conditional UPDATE, so no
 * call is ever made past the daily limit, however many requests race for the last unit. Days are UTC:
 * the first call after midnight resets callsToday (and the quota the service last reported).
 */

export type CallRefusal = 'daily_limit' | 'quota';

/** Why a call failed: the keys of errorTypes. */
export type CallErrorType = 'timeout' | 'network' | 'quota' | 'api_error' | 'bad_response' | `http_${number}`;

export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function reserveCall(db: Db, statsId: StatsId, now = new Date()): Promise<CallRefusal | null> {
  const dayStart = utcDayStart(now);
  const newDay = sql`(${apiStats.lastResetAt} is null or ${apiStats.lastResetAt} < ${dayStart})`;
  const reserved = await db
    .update(apiStats)
    .set({
      callsToday: sql`case when ${newDay} then 1 else ${apiStats.callsToday} + 1 end`,
      remainingCalls: sql`case when ${newDay} then null else ${apiStats.remainingCalls} end`,
      lastResetAt: sql`case when ${newDay} then ${dayStart} else ${apiStats.lastResetAt} end`,
      lastCallAt: now,
    })
    .where(
      and(
        eq(apiStats.apiId, statsId),
        sql`(${apiStats.dailyLimit} is null or (case when ${newDay} then 0 else ${apiStats.callsToday} end) < ${apiStats.dailyLimit})`,
        sql`(${newDay} or ${apiStats.remainingCalls} is null or ${apiStats.remainingCalls} > 0)`,
      ),
    )
    .returning({ id: apiStats.id });
  if (reserved.length > 0) return null;
  const [row] = await db
    .select({ callsToday: apiStats.callsToday, dailyLimit: apiStats.dailyLimit })
    .from(apiStats)
    .where(eq(apiStats.apiId, statsId));
  return row && row.dailyLimit !== null && row.callsToday >= row.dailyLimit ? 'daily_limit' : 'quota';
}

/**
 * The outcome of one call; `remaining` is the quota the service reported in this answer, if it did, and
 * `cost` what the service says the call cost in its own units: the reservation counted one, so the
 * day's count moves by the difference (a free call gives its unit back).
 */
export async function recordCall(
  db: Db,
  statsId: StatsId,
  outcome:
    | { ok: true; remaining?: number; limit?: number; cost?: number }
    | { ok: false; errorType: CallErrorType; remaining?: number; cost?: number },
): Promise<void> {
  const errorTypes = outcome.ok
    ? apiStats.errorTypes
    : sql`jsonb_set(${apiStats.errorTypes}, array[${outcome.errorType}]::text[], to_jsonb(coalesce((${apiStats.errorTypes} ->> ${outcome.errorType})::int, 0) + 1))`;
  await db
    .update(apiStats)
    .set({
      totalCalls: sql`${apiStats.totalCalls} + 1`,
      successfulCalls: sql`${apiStats.successfulCalls} + ${outcome.ok ? 1 : 0}`,
      failedCalls: sql`${apiStats.failedCalls} + ${outcome.ok ? 0 : 1}`,
      errorTypes,
      remainingCalls: outcome.remaining ?? apiStats.remainingCalls,
      callsToday:
        outcome.cost === undefined
          ? apiStats.callsToday
          : sql`greatest(0, ${apiStats.callsToday} + ${outcome.cost - 1})`,
      serviceLimit: (outcome.ok ? outcome.limit : undefined) ?? apiStats.serviceLimit,
    })
    .where(eq(apiStats.apiId, statsId));
}

/** Starts a new day for rows last reset before today, so that what the screens read is today's. */
export async function resetDailyCounters(db: Db, now = new Date()): Promise<void> {
  const dayStart = utcDayStart(now);
  await db
    .update(apiStats)
    .set({ callsToday: 0, remainingCalls: null, lastResetAt: dayStart })
    .where(and(isNotNull(apiStats.lastResetAt), lt(apiStats.lastResetAt, dayStart)));
}

/**
 * An answer that came back whole but held nothing usable (a card without the fields that identify
 * it): the call itself was counted as made; this tallies why its content was thrown away.
 */
export async function noteUnreadableAnswer(db: Db, statsId: StatsId): Promise<void> {
  await db
    .update(apiStats)
    .set({
      errorTypes: sql`jsonb_set(${apiStats.errorTypes}, array['bad_response']::text[], to_jsonb(coalesce((${apiStats.errorTypes} ->> 'bad_response')::int, 0) + 1))`,
    })
    .where(eq(apiStats.apiId, statsId));
}
