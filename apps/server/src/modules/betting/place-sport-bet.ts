import type { TSportBetType } from '@galope/contracts';
import type { Db } from '../../db/connect';
import type { BetBatches } from './bet-batches';
import { toBetResponse } from './bets-repository';
import { type BetRequest, pendingBetRow, placeBet } from './place-bet-function';
import type { PlacedBet } from './place-idempotently';

export type PlaceSportBet = BetRequest & { sportEventId: number; selection: TSportBetType };

/**
 * A home, draw or away bet on a scheduled or live event whose selection has a price, in one round
 * trip (`place_sport_bet`, betting/sql/place_sport_bet.sql): the price is read in the transaction that takes the bet,
 * and the event's teams, sport and tournament are copied from the server's record, not the request.
 */
export async function placeSportBet(db: Db, batches: BetBatches, bet: PlaceSportBet): Promise<PlacedBet> {
  return placeBet(
    db,
    bet,
    (common) => batches.sport({ ...common, eventId: bet.sportEventId, selection: bet.selection, drawLabel: 'Empate' }),
    (row, placed) =>
      toBetResponse({
        bet: pendingBetRow(
          {
            ...placed,
            sportEventId: bet.sportEventId,
            sportBetType: bet.selection,
            sportTeam: row.team,
            sport: row.sport,
            tournament: row.tournament,
            homeTeam: row.home_team,
            awayTeam: row.away_team,
            betType: bet.selection,
          },
          row,
        ),
        race: null,
        entry: null,
        horseName: null,
        entryRaceName: null,
      }),
  );
}
