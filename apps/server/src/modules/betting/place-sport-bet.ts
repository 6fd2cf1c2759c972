import { randomUUID } from 'node:crypto';
import {
  BET_MESSAGES,
  type Cents,
  formatCents,
  formatOdds,
  parseOddsHundredths,
  potentialWinningsCents,
  type TOddsChangePolicy,
  type TSportBetType,
} from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets, sportEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applyBalanceChange } from '../wallet/apply-balance-change';
import { acceptPrice } from './accept-price';
import { checkBetLimits } from './bet-limits';
import { getBetResponse } from './bets-repository';
import { type PlacedBet, placeIdempotently } from './place-idempotently';

export type PlaceSportBet = {
  userId: number;
  sportEventId: number;
  selection: TSportBetType;
  stakeCents: Cents;
  acceptedOdds: number;
  oddsChangePolicy: TOddsChangePolicy;
  idempotencyKey?: string;
};

/**
 * A home, draw or away bet on a scheduled or live event whose selection has a price. The event's
 * teams, sport and tournament are copied from the server's record, not from the request.
 */
export function placeSportBet(db: Db, bet: PlaceSportBet): Promise<PlacedBet> {
  return placeIdempotently(db, { userId: bet.userId, idempotencyKey: bet.idempotencyKey }, () => placeNew(db, bet));
}

async function placeNew(db: Db, bet: PlaceSportBet): Promise<PlacedBet> {
  const [event] = await db.select().from(sportEvents).where(eq(sportEvents.id, bet.sportEventId));
  if (!event) throw new AppError('NOT_FOUND', BET_MESSAGES.eventNotFound);
  if (event.status !== 'scheduled' && event.status !== 'live')
    throw new AppError('VALIDATION', BET_MESSAGES.eventClosed);
  const price = parseOddsHundredths(event.odds?.[bet.selection] ?? '');
  if (price === null) throw new AppError('VALIDATION', BET_MESSAGES.noOdds);
  const odds = acceptPrice({ current: price, accepted: bet.acceptedOdds, policy: bet.oddsChangePolicy });
  const payoutCents = potentialWinningsCents(bet.stakeCents, odds);
  await checkBetLimits(db, bet.stakeCents, payoutCents);

  const team = bet.selection === 'home' ? event.homeTeam : bet.selection === 'away' ? event.awayTeam : 'Empate';
  const betId = randomUUID();
  const newBalanceCents = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: sportEvents.status, odds: sportEvents.odds })
      .from(sportEvents)
      .where(eq(sportEvents.id, bet.sportEventId))
      .for('share');
    if (!current || (current.status !== 'scheduled' && current.status !== 'live')) {
      throw new AppError('VALIDATION', BET_MESSAGES.eventClosed);
    }
    await tx.insert(bets).values({
      id: betId,
      userId: bet.userId,
      sportEventId: event.id,
      sportBetType: bet.selection,
      betType: bet.selection,
      sportTeam: team,
      sport: event.sport,
      tournament: event.tournament,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      eventScheduledTime: event.scheduledTime,
      amount: formatCents(bet.stakeCents),
      odds: formatOdds(odds),
      potentialWinnings: formatCents(payoutCents),
      idempotencyKey: bet.idempotencyKey,
    });
    const { newBalanceCents } = await applyBalanceChange(tx, {
      userId: bet.userId,
      amountCents: -bet.stakeCents,
      type: 'bet',
      description: `Apuesta ${team} — ${event.homeTeam} vs ${event.awayTeam}`,
      relatedBetId: betId,
    });
    return newBalanceCents;
  });
  return { bet: (await getBetResponse(db, betId))!, newBalanceCents, replayed: false };
}
