import { type TOddsFormat, toFractionalOdds } from '@galope/contracts';

/**
 * A decimal price in the player's chosen format: decimal "3.50", fractional "5/2" or American
 * "+250" (from 2.00 up: the profit on 100 staked) / "-200" (under 2.00: the stake that wins 100).
 * Worked in hundredths so 1.1 and 1.10 give the same answer; a value that is not a price shows "—".
 */
export function formatOdds(decimal: string | number, format: TOddsFormat): string {
  const value = typeof decimal === 'number' ? decimal : Number(decimal.trim() || Number.NaN);
  if (!Number.isFinite(value) || value <= 0) return '—';
  const hundredths = Math.round(value * 100);
  const decimalText = (hundredths / 100).toFixed(2);
  if (format === 'decimal') return decimalText;
  if (format === 'fractional') return toFractionalOdds(hundredths / 100);
  const profit = hundredths - 100;
  // 1.00 or less pays nothing back: there is no American price for it.
  if (profit <= 0) return decimalText;
  return hundredths >= 200 ? `+${profit}` : `-${Math.round(10_000 / profit)}`;
}
