import { formatCents, formatOddsHundredths, type TCashOutValuesResponse } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { readCashOutSettings } from './cash-out-settings';
import { findCashOutRows, quoteCashOut } from './quote-cash-out';

/**
 * Every pending bet of the player with its cash-out value now, or the refusal that says why it has
 * none: one query however many bets (the read a quote makes, for all of them), each priced by the same
 * pure rule as a single quote.
 */
export async function findCashOutValues(
  db: Db,
  { userId, now }: { userId: number; now: Date },
): Promise<TCashOutValuesResponse> {
  const settings = await readCashOutSettings(db);
  const rows = await findCashOutRows(db, sql`b.user_id = ${userId} and b.status = 'pending'`);
  return {
    values: rows.map((row) => {
      const quote = quoteCashOut(row, settings, now);
      return 'refusal' in quote
        ? { betId: row.id, value: null, odds: null, reason: quote.refusal }
        : { betId: row.id, value: formatCents(quote.valueCents), odds: formatOddsHundredths(quote.oddsHundredths) };
    }),
  };
}
