import type { Cents, TBetResponse } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../lib/app-error';
import { getBetByIdempotencyKey } from './bets-repository';

export type PlacedBet = { bet: TBetResponse; newBalanceCents?: Cents; replayed: boolean };

/**
 * The same Idempotency-Key from the same player answers the first bet and never debits twice: the
 * placement itself finds a key seen before (and answers `replayed`); a key racing in from a parallel
 * request loses on the unique index, its transaction writes nothing, and it returns the bet the other
 * request placed.
 */
export async function placeIdempotently(
  db: Db,
  options: { userId: number; idempotencyKey: string | undefined },
  place: () => Promise<PlacedBet>,
): Promise<PlacedBet> {
  const { userId, idempotencyKey } = options;
  try {
    return await place();
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error, 'bets_user_idempotency_key')) {
      const previous = await getBetByIdempotencyKey(db, userId, idempotencyKey);
      if (previous) return { bet: previous, replayed: true };
    }
    throw error;
  }
}
