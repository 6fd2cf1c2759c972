import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/query-rows';
import { playerProtection } from './schema';

const INTERVALS = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
} as const;
export type PausePeriod = keyof typeof INTERVALS;

/**
 * Starts a time-out (`timeOut`) or a self-exclusion (`exclusion`) at once, for the period asked in
 * calendar terms from `now` (PostgreSQL's interval arithmetic: 6 months from 31 August is 28 February). A pause
 * already running further is never shortened: the later end wins. Returns the end now in force.
 */
export async function startPause(
  tx: Tx,
  userId: number,
  kind: 'timeOut' | 'exclusion',
  period: PausePeriod,
  now: Date,
): Promise<Date> {
  const [{ until }] = (await queryRows<{ until: string | Date }>(
    tx,
    sql`select ${now}::timestamptz + ${INTERVALS[period]}::interval as until`,
  )) as [{ until: string | Date }];
  const end = new Date(until);
  const column = kind === 'timeOut' ? playerProtection.timeOutUntil : playerProtection.excludedUntil;
  const [row] = await tx
    .insert(playerProtection)
    .values({ userId, ...(kind === 'timeOut' ? { timeOutUntil: end } : { excludedUntil: end }) })
    .onConflictDoUpdate({
      target: playerProtection.userId,
      set: {
        [kind === 'timeOut' ? 'timeOutUntil' : 'excludedUntil']:
          sql`greatest(${column}, excluded.${sql.raw(kind === 'timeOut' ? 'time_out_until' : 'excluded_until')})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ timeOutUntil: playerProtection.timeOutUntil, excludedUntil: playerProtection.excludedUntil });
  return (kind === 'timeOut' ? row!.timeOutUntil : row!.excludedUntil)!;
}
