import { and, type Column, gte, isNotNull, lte, notInArray, notLike, type SQL } from 'drizzle-orm';

/**
 * Where a race or an event matched by no id of its own may find its twin: rows another source wrote
 * (the simulator's never count, nor the ids already matched) within `windowMs` of any of `times`.
 */
export function anotherSourceNear(
  table: { scheduledTime: Column; externalId: Column },
  options: { times: number[]; windowMs: number; exceptIds: string[] },
): SQL | undefined {
  return and(
    gte(table.scheduledTime, new Date(Math.min(...options.times) - options.windowMs)),
    lte(table.scheduledTime, new Date(Math.max(...options.times) + options.windowMs)),
    isNotNull(table.externalId),
    notLike(table.externalId, 'sim-%'),
    notInArray(table.externalId, options.exceptIds),
  );
}
