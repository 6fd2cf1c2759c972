import { parseCents, type TToteRaceAccountingResponse } from '@galope/contracts';

export type PoolAccounting = TToteRaceAccountingResponse['pools'][number];

/**
 * The identity every pool holds to the cent: pool − refunds = takeout + breakage + paid − minus-pool
 * cost. Both sides in cents, so the screen shows what was compared, not only a tick.
 */
export function accountingSides(pool: PoolAccounting): { left: number; right: number; balanced: boolean } {
  const cents = (value: string) => parseCents(value) ?? Number.NaN;
  const left = cents(pool.total) - cents(pool.refunds);
  const right = cents(pool.takeout) + cents(pool.breakage) + cents(pool.paid) - cents(pool.minusPoolCost);
  return { left, right, balanced: left === right };
}
