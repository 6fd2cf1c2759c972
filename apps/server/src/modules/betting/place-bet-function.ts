import { parseCents, type TBetResponse } from '@galope/contracts';
import type { Db } from '../../db/connect';
import type { BetLimits } from './bet-limits';
import { betRefusal } from './bet-refusal';
import { type BetRow, getBetResponse } from './bets-repository';
import type { PlacedBet } from './place-idempotently';

/** What `place_race_bet` and `place_sport_bet` (migrations 0004, 0005) both answer, besides their own columns. */
export type PlaceFunctionRow = {
  outcome: string;
  /** The bet a replayed key placed, the current price (hundredths) or the balance, by outcome. */
  detail: string | null;
  new_balance: string | null;
  odds: string | null;
  potential_winnings: string | null;
  placed_at_ms: number | null;
};

/**
 * Reads the answer of one of the bet functions (`bet-batches.ts` makes the call): a replayed
 * Idempotency-Key returns the first bet, a refusal throws the error the player reads, a bet taken is
 * answered by `respond` from the row.
 */
export async function readPlaceFunction<TRow extends PlaceFunctionRow>(
  db: Db,
  limits: BetLimits,
  call: Promise<TRow>,
  respond: (row: TRow) => TBetResponse,
): Promise<PlacedBet> {
  const row = await call;
  if (row!.outcome === 'replayed') return { bet: (await getBetResponse(db, row!.detail!))!, replayed: true };
  if (row!.outcome !== 'placed') throw betRefusal(row!.outcome, row!.detail, limits);
  return { bet: respond(row!), newBalanceCents: parseCents(row!.new_balance!)!, replayed: false };
}

/** A bet as its row reads once placed: pending, unsettled, and null in what its kind does not use. */
export function pendingBetRow(
  bet: Pick<BetRow, 'id' | 'userId' | 'betType' | 'amount' | 'idempotencyKey'> & Partial<BetRow>,
  row: PlaceFunctionRow,
): BetRow {
  return {
    raceId: null,
    raceEntryId: null,
    sportEventId: null,
    sportBetType: null,
    sportTeam: null,
    sport: null,
    tournament: null,
    homeTeam: null,
    awayTeam: null,
    eventScheduledTime: null,
    actualWinnings: null,
    status: 'pending',
    settledAt: null,
    odds: row.odds!,
    potentialWinnings: row.potential_winnings!,
    placedAt: new Date(row.placed_at_ms!),
    ...bet,
  };
}
