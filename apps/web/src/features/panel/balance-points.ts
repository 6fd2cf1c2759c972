import { parseCents, type TBalanceTransactionResponse, type TBalanceTransactionType } from '@galope/contracts';

/** "-10.00" → -1000, "10.00" → 1000; 0 for text that is not money. */
export function signedCents(text: string): number {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parseCents(negative ? trimmed.slice(1) : trimmed) ?? 0;
  return negative ? -cents : cents;
}

export interface BalancePoint {
  /** The balance after the movement (the first point: before the oldest one). */
  cents: number;
  /** When the movement happened; null for the opening point. */
  at: string | null;
  type: TBalanceTransactionType | null;
}

/**
 * The balance history (newest first, as the API sends it) as points oldest first, starting with
 * the balance before the oldest movement so a single movement still draws a line.
 */
export function balancePoints(history: TBalanceTransactionResponse[]): BalancePoint[] {
  if (history.length === 0) return [];
  const oldestFirst = [...history].reverse();
  const opening = oldestFirst[0]!;
  return [
    { cents: signedCents(opening.previousBalance), at: null, type: null },
    ...oldestFirst.map((entry) => ({ cents: signedCents(entry.newBalance), at: entry.createdAt, type: entry.type })),
  ];
}
