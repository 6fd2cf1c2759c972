import { CASH_OUT_MESSAGES, type Cents } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { readCashOutSettings } from './cash-out-settings';
import { assertPartWithinStake, findCashOutRows, quoteCashOut } from './quote-cash-out';

/**
 * What the player's own bet is worth now, whole or `partCents` of what is left of its stake; someone
 * else's bet is as missing as an unknown one.
 */
export async function getCashOutQuote(
  db: Db,
  { userId, betId, partCents, now }: { userId: number; betId: string; partCents?: Cents; now: Date },
): Promise<{ valueCents: Cents; oddsHundredths: number }> {
  const [row] = await findCashOutRows(db, sql`b.id = ${betId} and b.user_id = ${userId}`);
  if (!row) throw new AppError('NOT_FOUND', 'Apuesta no encontrada');
  assertPartWithinStake(row, partCents);
  const quote = quoteCashOut(row, await readCashOutSettings(db), now, partCents);
  if ('refusal' in quote) throw new AppError(quote.refusal, CASH_OUT_MESSAGES[quote.refusal]);
  return quote;
}
