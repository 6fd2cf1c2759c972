import { RACE_BET_PHRASES_ES, type TRaceBetType } from '@galope/contracts';
import type { Db } from '../../db/connect';
import type { BetBatches } from './bet-batches';
import { toBetResponse } from './bets-repository';
import { type BetRequest, pendingBetRow, placeBet } from './place-bet-function';
import type { PlacedBet } from './place-idempotently';

export type PlaceRaceBet = BetRequest & { raceId: number; raceEntryId: number; betType: TRaceBetType };

/**
 * A win, place or show bet on a runner, in one round trip: `place_race_bet` (betting/sql/place_race_bet.sql) prices
 * it from the runner's odds and the player's odds-change policy, checks the race is open and the
 * runner running, and writes bet, debit and ledger row in the transaction that read them; the off or
 * a scratch waits for it, and a bet after them sees them.
 */
export async function placeRaceBet(db: Db, batches: BetBatches, bet: PlaceRaceBet): Promise<PlacedBet> {
  return placeBet(
    db,
    bet,
    (common) =>
      batches.race({
        ...common,
        raceId: bet.raceId,
        entryId: bet.raceEntryId,
        betType: bet.betType,
        // The ledger's descriptions are Spanish, like every server text; the bet function appends the race.
        description: `Apuesta ${RACE_BET_PHRASES_ES[bet.betType]} — `,
      }),
    (row, placed) =>
      toBetResponse({
        bet: pendingBetRow({ ...placed, raceId: bet.raceId, raceEntryId: bet.raceEntryId, betType: bet.betType }, row),
        race: {
          id: bet.raceId,
          name: row.race_name!,
          status: row.race_status! as never,
          scheduledTime: new Date(row.race_time_ms!),
        },
        entry: { id: bet.raceEntryId, finishPosition: null },
        horseName: row.horse_name,
        entryRaceName: row.race_name,
      }),
  );
}
