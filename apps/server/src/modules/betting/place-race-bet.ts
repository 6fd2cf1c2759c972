import { randomUUID } from 'node:crypto';
import { type Cents, formatCents, type TRaceBetType } from '@galope/contracts';
import type { Db } from '../../db/connect';
import type { BetBatches } from './bet-batches';
import { checkStake, getBetLimits } from './bet-limits';
import { toBetResponse } from './bets-repository';
import { pendingBetRow, readPlaceFunction } from './place-bet-function';
import { type PlacedBet, placeIdempotently } from './place-idempotently';

/** How the ledger names a bet type (the ledger's descriptions are Spanish, like every server text). */
const RACE_BET_LABELS: Record<TRaceBetType, string> = { win: 'a ganador', place: 'a colocado', show: 'a tercero' };

export type PlaceRaceBet = {
  userId: number;
  raceId: number;
  raceEntryId: number;
  betType: TRaceBetType;
  stakeCents: Cents;
  acceptedOdds: number;
  idempotencyKey?: string;
  /** The time the bet is judged at: the race still open, the player's pauses and limits (lib/clock.ts). */
  now: Date;
};

/**
 * A win, place or show bet on a runner, in one round trip: `place_race_bet` (migration 0004) prices
 * it from the runner's odds and the player's odds-change policy, checks the race is open and the
 * runner running, and writes bet, debit and ledger row in the transaction that read them; the off or
 * a scratch waits for it, and a bet after them sees them.
 */
export async function placeRaceBet(db: Db, batches: BetBatches, bet: PlaceRaceBet): Promise<PlacedBet> {
  const limits = await getBetLimits(db);
  checkStake(limits, bet.stakeCents);
  return placeIdempotently(db, { userId: bet.userId, idempotencyKey: bet.idempotencyKey }, async () => {
    const betId = randomUUID();
    const call = batches.race({
      betId,
      userId: bet.userId,
      raceId: bet.raceId,
      entryId: bet.raceEntryId,
      betType: bet.betType,
      stakeCents: bet.stakeCents,
      acceptedOdds: bet.acceptedOdds,
      maxPayoutCents: limits.maxPayoutCents,
      idempotencyKey: bet.idempotencyKey ?? null,
      description: `Apuesta ${RACE_BET_LABELS[bet.betType]} — `,
      now: bet.now,
    });
    return readPlaceFunction(db, limits, call, (row) =>
      toBetResponse({
        bet: pendingBetRow(
          {
            id: betId,
            userId: bet.userId,
            raceId: bet.raceId,
            raceEntryId: bet.raceEntryId,
            betType: bet.betType,
            amount: formatCents(bet.stakeCents),
            idempotencyKey: bet.idempotencyKey ?? null,
          },
          row,
        ),
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
  });
}
