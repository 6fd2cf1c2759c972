import { formatUsd } from '@galope/contracts';

import { signedCents } from './balance-points';

/** A movement's amount with its sign: "+US$10.00", "-US$10.00", "US$0.00". */
export function formatSignedMoney(amount: string): string {
  const cents = signedCents(amount);
  if (cents === 0) return formatUsd(0);
  return `${cents > 0 ? '+' : '-'}${formatUsd(Math.abs(cents))}`;
}
