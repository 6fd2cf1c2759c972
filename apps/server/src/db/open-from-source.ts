import { and, type Column, inArray, like, type SQL } from 'drizzle-orm';

/**
 * A race's or a sport event's statuses while it is not over: it may still run, be called off, or take
 * its result (result_pending: staff may not have entered it yet).
 */
export const OPEN_STATUSES = ['scheduled', 'live', 'result_pending'] as const;

/** The races or events one source wrote (their external ids start with `prefix`) that are not over yet. */
export function openFromSource(table: { externalId: Column; status: Column }, prefix: string): SQL | undefined {
  return and(like(table.externalId, `${prefix}%`), inArray(table.status, OPEN_STATUSES));
}
