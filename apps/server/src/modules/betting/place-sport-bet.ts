import { randomUUID } from 'node:crypto';
import { type Cents, formatCents, type TSportBetType } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { checkStake, getBetLimits } from './bet-limits';
import { toBetResponse } from './bets-repository';
import { callPlaceFunction, type PlaceFunctionRow, pendingBetRow } from './place-bet-function';
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

type PlaceSportBetRow = PlaceFunctionRow & {
  team: string | null;
  sport: string | null;
  tournament: string | null;
  home_team: string | null;
  away_team: string | null;
};

/**
 * A home, draw or away bet on a scheduled or live event whose selection has a price, in one round
 * trip (`place_sport_bet`, migrations 0004 and 0010): the price is read in the transaction that takes the bet,
 * and the event's teams, sport and tournament are copied from the server's record, not the request.
 */
export async function placeSportBet(db: Db, bet: PlaceSportBet): Promise<PlacedBet> {
  const limits = await getBetLimits(db);
  checkStake(limits, bet.stakeCents);
  return placeIdempotently(db, { userId: bet.userId, idempotencyKey: bet.idempotencyKey }, async () => {
    const betId = randomUUID();
    const call = sql`
      select * from place_sport_bet(${betId}::uuid, ${bet.userId}::int, ${bet.sportEventId}::int, ${bet.selection}::text,
        ${bet.stakeCents}::bigint, ${bet.acceptedOdds}::int, ${limits.maxPayoutCents}::bigint,
        ${bet.idempotencyKey ?? null}::text, ${'Empate'}::text, ${bet.now}::timestamptz)`;
    return callPlaceFunction<PlaceSportBetRow>(db, limits, call, (row) =>
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
