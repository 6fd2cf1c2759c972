import { randomUUID } from 'node:crypto';
import { type Cents, formatCents, parseCents, type TRaceBetType } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { checkStake, getBetLimits } from './bet-limits';
import { betRefusal } from './bet-refusal';
import { getBetResponse, toBetResponse } from './bets-repository';
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
};

type PlaceRaceBetRow = {
  outcome: string;
  detail: string | null;
  new_balance: string | null;
  odds: string | null;
  potential_winnings: string | null;
  placed_at_ms: number | null;
  race_name: string | null;
  race_status: string | null;
  race_time_ms: number | null;
  horse_name: string | null;
};

/**
 * A win, place or show bet on a runner, in one round trip: `place_race_bet` (migration 0004) prices
 * it from the runner's odds and the player's odds-change policy, checks the race is open and the
 * runner running, and writes bet, debit and ledger row in the transaction that read them; the off or
 * a scratch waits for it, and a bet after them sees them.
 */
export async function placeRaceBet(db: Db, bet: PlaceRaceBet): Promise<PlacedBet> {
  const limits = await getBetLimits(db);
  checkStake(limits, bet.stakeCents);
  return placeIdempotently(db, { userId: bet.userId, idempotencyKey: bet.idempotencyKey }, async () => {
    const betId = randomUUID();
    const result = await db.execute(sql`
      select * from place_race_bet(${betId}::uuid, ${bet.userId}::int, ${bet.raceId}::int, ${bet.raceEntryId}::int,
        ${bet.betType}::text, ${bet.stakeCents}::bigint, ${bet.acceptedOdds}::int, ${limits.maxPayoutCents}::bigint,
        ${bet.idempotencyKey ?? null}::text, ${`Apuesta ${RACE_BET_LABELS[bet.betType]} — `}::text, ${new Date()}::timestamptz)`);
    const row = (result as unknown as { rows: PlaceRaceBetRow[] }).rows[0]!;
    if (row.outcome === 'replayed') return { bet: (await getBetResponse(db, row.detail!))!, replayed: true };
    if (row.outcome !== 'placed') throw betRefusal(row.outcome, row.detail, limits);

    const placedAt = new Date(row.placed_at_ms!);
    const response = toBetResponse({
      bet: {
        id: betId,
        userId: bet.userId,
        raceId: bet.raceId,
        raceEntryId: bet.raceEntryId,
        sportEventId: null,
        sportBetType: null,
        sportTeam: null,
        sport: null,
        tournament: null,
        homeTeam: null,
        awayTeam: null,
        eventScheduledTime: null,
        betType: bet.betType,
        amount: formatCents(bet.stakeCents),
        odds: row.odds!,
        potentialWinnings: row.potential_winnings!,
        actualWinnings: null,
        status: 'pending',
        idempotencyKey: bet.idempotencyKey ?? null,
        placedAt,
        settledAt: null,
      },
      race: {
        id: bet.raceId,
        name: row.race_name!,
        status: row.race_status! as never,
        scheduledTime: new Date(row.race_time_ms!),
      },
      entry: { id: bet.raceEntryId, finishPosition: null },
      horseName: row.horse_name,
      entryRaceName: row.race_name,
    });
    return { bet: response, newBalanceCents: parseCents(row.new_balance!)!, replayed: false };
  });
}
