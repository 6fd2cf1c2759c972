import { randomUUID } from 'node:crypto';
import { type Cents, formatCents, parseCents, type TSportBetType } from '@galope/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { checkStake, getBetLimits } from './bet-limits';
import { betRefusal } from './bet-refusal';
import { getBetResponse, toBetResponse } from './bets-repository';
import { type PlacedBet, placeIdempotently } from './place-idempotently';

export type PlaceSportBet = {
  userId: number;
  sportEventId: number;
  selection: TSportBetType;
  stakeCents: Cents;
  acceptedOdds: number;
  idempotencyKey?: string;
};

type PlaceSportBetRow = {
  outcome: string;
  detail: string | null;
  new_balance: string | null;
  odds: string | null;
  potential_winnings: string | null;
  placed_at_ms: number | null;
  team: string | null;
  sport: string | null;
  tournament: string | null;
  home_team: string | null;
  away_team: string | null;
};

/**
 * A home, draw or away bet on a scheduled or live event whose selection has a price, in one round
 * trip (`place_sport_bet`, migration 0004): the price is read in the transaction that takes the bet,
 * and the event's teams, sport and tournament are copied from the server's record, not the request.
 */
export async function placeSportBet(db: Db, bet: PlaceSportBet): Promise<PlacedBet> {
  const limits = await getBetLimits(db);
  checkStake(limits, bet.stakeCents);
  return placeIdempotently(db, { userId: bet.userId, idempotencyKey: bet.idempotencyKey }, async () => {
    const betId = randomUUID();
    const result = await db.execute(sql`
      select * from place_sport_bet(${betId}::uuid, ${bet.userId}::int, ${bet.sportEventId}::int, ${bet.selection}::text,
        ${bet.stakeCents}::bigint, ${bet.acceptedOdds}::int, ${limits.maxPayoutCents}::bigint,
        ${bet.idempotencyKey ?? null}::text, ${'Empate'}::text)`);
    const row = (result as unknown as { rows: PlaceSportBetRow[] }).rows[0]!;
    if (row.outcome === 'replayed') return { bet: (await getBetResponse(db, row.detail!))!, replayed: true };
    if (row.outcome !== 'placed') throw betRefusal(row.outcome, row.detail, limits);

    const response = toBetResponse({
      bet: {
        id: betId,
        userId: bet.userId,
        raceId: null,
        raceEntryId: null,
        sportEventId: bet.sportEventId,
        sportBetType: bet.selection,
        sportTeam: row.team,
        sport: row.sport,
        tournament: row.tournament,
        homeTeam: row.home_team,
        awayTeam: row.away_team,
        eventScheduledTime: null,
        betType: bet.selection,
        amount: formatCents(bet.stakeCents),
        odds: row.odds!,
        potentialWinnings: row.potential_winnings!,
        actualWinnings: null,
        status: 'pending',
        idempotencyKey: bet.idempotencyKey ?? null,
        placedAt: new Date(row.placed_at_ms!),
        settledAt: null,
      },
      race: null,
      entry: null,
      horseName: null,
      entryRaceName: null,
    });
    return { bet: response, newBalanceCents: parseCents(row.new_balance!)!, replayed: false };
  });
}
