import { randomUUID } from 'node:crypto';
import { type Cents, formatCents, parseCents, type TBetResponse } from '@galope/contracts';
import type { Db } from '../../db/connect';
import type { BetCall } from './bet-batches';
import { checkStake, getBetLimits } from './bet-limits';
import { betRefusal } from './bet-refusal';
import { type BetRow, getBetResponse } from './bets-repository';
import { type PlacedBet, placeIdempotently } from './place-idempotently';

/** What `place_race_bet` and `place_sport_bet` both answer (betting/sql), besides their own columns. */
export type PlaceFunctionRow = {
  outcome: string;
  /** The bet a replayed key placed, the current price (hundredths) or the balance, by outcome. */
  detail: string | null;
  new_balance: string | null;
  odds: string | null;
  potential_winnings: string | null;
  placed_at_ms: number | null;
};

/** What a race bet and a sport bet both ask for: the player, the stake, the price they accepted, the key. */
export type BetRequest = {
  userId: number;
  stakeCents: Cents;
  acceptedOdds: number;
  idempotencyKey?: string;
  /** The time the bet is judged at: the race or event still open, the player's pauses and limits (lib/clock.ts). */
  now: Date;
};

/**
 * What a race bet and a sport bet share around their call of a bet function (`bet-batches.ts` makes
 * it): the stake checked against the limits, a new bet id, the Idempotency-Key's replay. Then the
 * answer is read: a replayed key returns the first bet, a refusal throws the error the player reads,
 * a bet taken is answered by `respond` from the row and the columns every bet has.
 */
export async function placeBet<TRow extends PlaceFunctionRow>(
  db: Db,
  bet: BetRequest,
  call: (common: BetCall) => Promise<TRow>,
  respond: (row: TRow, placed: Pick<BetRow, 'id' | 'userId' | 'amount' | 'idempotencyKey'>) => TBetResponse,
): Promise<PlacedBet> {
  const limits = await getBetLimits(db);
  checkStake(limits, bet.stakeCents);
  return placeIdempotently(db, { userId: bet.userId, idempotencyKey: bet.idempotencyKey }, async () => {
    const betId = randomUUID();
    const idempotencyKey = bet.idempotencyKey ?? null;
    const row = await call({
      betId,
      userId: bet.userId,
      stakeCents: bet.stakeCents,
      acceptedOdds: bet.acceptedOdds,
      maxPayoutCents: limits.maxPayoutCents,
      idempotencyKey,
      now: bet.now,
    });
    if (row.outcome === 'replayed') return { bet: (await getBetResponse(db, row.detail!))!, replayed: true };
    if (row.outcome !== 'placed') throw betRefusal(row.outcome, row.detail, limits);
    const placed = { id: betId, userId: bet.userId, amount: formatCents(bet.stakeCents), idempotencyKey };
    return { bet: respond(row, placed), newBalanceCents: parseCents(row.new_balance!)!, replayed: false };
  });
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
    cashOutStake: '0.00',
    cashOutValue: '0.00',
    status: 'pending',
    settledAt: null,
    odds: row.odds!,
    potentialWinnings: row.potential_winnings!,
    placedAt: new Date(row.placed_at_ms!),
    ...bet,
  };
}
