import { type Cents, parseCents } from '@galope/contracts';

export type BalanceChangeType = 'add' | 'subtract' | 'set';

/** The balance an adjustment would leave, in cents; null while the amount is not a valid sum. */
export function previewBalance(currentBalance: string, amount: string, type: BalanceChangeType): Cents | null {
  const current = parseCents(currentBalance);
  const change = parseCents(amount);
  if (current === null || change === null) return null;
  if (type === 'add') return current + change;
  if (type === 'subtract') return current - change;
  return change;
}
