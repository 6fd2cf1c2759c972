import { type Cents, formatUsd, parseCents } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { getSettingValues } from '../settings';

/** Kept in site_settings so an operator can change them without a release. */
export const BET_LIMIT_KEYS = { maxStake: 'max_stake', maxPayout: 'max_payout' } as const;
export const DEFAULT_BET_LIMITS = { maxStakeCents: 500_000, maxPayoutCents: 25_000_000 } as const;

export type BetLimits = { maxStakeCents: Cents; maxPayoutCents: Cents };

export async function getBetLimits(db: Db): Promise<BetLimits> {
  const values = await getSettingValues(db, Object.values(BET_LIMIT_KEYS));
  const read = (key: string, fallback: Cents) => {
    const value = values.get(key);
    return (value !== undefined ? parseCents(value) : null) ?? fallback;
  };
  return {
    maxStakeCents: read(BET_LIMIT_KEYS.maxStake, DEFAULT_BET_LIMITS.maxStakeCents),
    maxPayoutCents: read(BET_LIMIT_KEYS.maxPayout, DEFAULT_BET_LIMITS.maxPayoutCents),
  };
}

/** The stake is known before the price: refused here, before the database is asked. */
export function checkStake(limits: BetLimits, stakeCents: Cents): void {
  if (stakeCents > limits.maxStakeCents) {
    throw new AppError('VALIDATION', `La apuesta máxima es ${formatUsd(limits.maxStakeCents)}`);
  }
}

/** The payout depends on the price read inside the bet's transaction, which refuses it past the limit. */
export function maxPayoutError(limits: BetLimits): AppError {
  return new AppError('VALIDATION', `La ganancia máxima por apuesta es ${formatUsd(limits.maxPayoutCents)}`);
}
