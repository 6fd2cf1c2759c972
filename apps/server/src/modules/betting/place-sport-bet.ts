import { randomUUID } from 'node:crypto';
import { type Cents, formatCents, type TSportBetType } from '@galope/contracts';
import type { Db } from '../../db/connect';
import type { BetBatches } from './bet-batches';
import { checkStake, getBetLimits } from './bet-limits';
import { toBetResponse } from './bets-repository';
import { pendingBetRow, readPlaceFunction } from './place-bet-function';
import { type PlacedBet, placeIdempotently } from './place-idempotently';

export type PlaceSportBet = {
  userId: number;
  sportEventId: number;
  selection: TSportBetType;
  stakeCents: Cents;
  acceptedOdds: number;
  idempotencyKey?: string;
  /** The time the player's pauses and limits are judged at (lib/clock.ts). */
  now: Date;
};

/**
 * A home, draw or away bet on a scheduled or live event whose selection has a price, in one round
 * trip (`place_sport_bet`, migrations 0004 and 0010): the price is read in the transaction that takes the bet,
 * and the event's teams, sport and tournament are copied from the server's record, not the request.
 */
export async function placeSportBet(db: Db, batches: BetBatches, bet: PlaceSportBet): Promise<PlacedBet> {
  const limits = await getBetLimits(db);
  checkStake(limits, bet.stakeCents);
  return placeIdempotently(db, { userId: bet.userId, idempotencyKey: bet.idempotencyKey }, async () => {
    const betId = randomUUID();
    const call = batches.sport({
      betId,
      userId: bet.userId,
      eventId: bet.sportEventId,
      selection: bet.selection,
      stakeCents: bet.stakeCents,
      acceptedOdds: bet.acceptedOdds,
      maxPayoutCents: limits.maxPayoutCents,
      idempotencyKey: bet.idempotencyKey ?? null,
      drawLabel: 'Empate',
      now: bet.now,
    });
    return readPlaceFunction(db, limits, call, (row) =>
      toBetResponse({
        bet: pendingBetRow(
          {
            id: betId,
            userId: bet.userId,
            sportEventId: bet.sportEventId,
            sportBetType: bet.selection,
            sportTeam: row.team,
            sport: row.sport,
            tournament: row.tournament,
            homeTeam: row.home_team,
            awayTeam: row.away_team,
            betType: bet.selection,
            amount: formatCents(bet.stakeCents),
            idempotencyKey: bet.idempotencyKey ?? null,
          },
          row,
        ),
        race: null,
        entry: null,
        horseName: null,
        entryRaceName: null,
      }),
    );
  });
}
