import { formatUsd, parseCents } from '@galope/contracts';

/** "1000.00" → "US$1,000.00". A value the API would never send shows as US$0.00 rather than NaN. */
export function formatMoney(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined) return formatUsd(0);
  const text = String(amount).trim();
  const negative = text.startsWith('-');
  const cents = parseCents(negative ? text.slice(1) : text) ?? 0;
  return formatUsd(negative ? -cents : cents);
}
