import { randomUUID } from 'node:crypto';
import {
  BET_MESSAGES,
  type Cents,
  formatCents,
  formatOdds,
  parseOddsHundredths,
  potentialWinningsCents,
  priceRaceBet,
  type TOddsChangePolicy,
  type TRaceBetType,
} from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bets, raceEntries, races } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applyBalanceChange } from '../wallet/apply-balance-change';
import { acceptPrice } from './accept-price';
import { checkBetLimits } from './bet-limits';
import { getBetResponse } from './bets-repository';
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
  oddsChangePolicy: TOddsChangePolicy;
  idempotencyKey?: string;
};

/**
 * A win, place or show bet on a runner: priced on the server, accepted only while the race is open
 * and the runner still running, and written — bet, debit and ledger row — in one transaction that
 * holds the race row, so the race cannot go off between the check and the debit.
 */
export function placeRaceBet(db: Db, bet: PlaceRaceBet): Promise<PlacedBet> {
  return placeIdempotently(db, { userId: bet.userId, idempotencyKey: bet.idempotencyKey }, () => placeNew(db, bet));
}

async function placeNew(db: Db, bet: PlaceRaceBet): Promise<PlacedBet> {
  const [target] = await db
    .select({ entry: raceEntries, race: { id: races.id, name: races.name } })
    .from(raceEntries)
    .innerJoin(races, eq(races.id, raceEntries.raceId))
    .where(eq(raceEntries.id, bet.raceEntryId));
  if (!target) throw new AppError('NOT_FOUND', BET_MESSAGES.entryNotInRace);
  if (target.entry.raceId !== bet.raceId) throw new AppError('VALIDATION', BET_MESSAGES.entryNotInRace);

  const winOdds = parseOddsHundredths(target.entry.currentOdds ?? target.entry.morningLineOdds ?? '');
  if (target.entry.scratched) throw new AppError('VALIDATION', BET_MESSAGES.scratched);
  if (winOdds === null) throw new AppError('VALIDATION', BET_MESSAGES.noOdds);
  const odds = acceptPrice({
    current: priceRaceBet(bet.betType, winOdds),
    accepted: bet.acceptedOdds,
    policy: bet.oddsChangePolicy,
  });
  const payoutCents = potentialWinningsCents(bet.stakeCents, odds);
  await checkBetLimits(db, bet.stakeCents, payoutCents);

  const betId = randomUUID();
  const newBalanceCents = await db.transaction(async (tx) => {
    // Holding the race row: the simulator's "off" waits for this bet, or this bet sees the race gone.
    const [race] = await tx
      .select({ status: races.status, scheduledTime: races.scheduledTime })
      .from(races)
      .where(eq(races.id, bet.raceId))
      .for('share');
    if (!race || race.status !== 'scheduled' || race.scheduledTime.getTime() <= Date.now()) {
      throw new AppError('VALIDATION', BET_MESSAGES.raceClosed);
    }
    const [entry] = await tx
      .select({ scratched: raceEntries.scratched })
      .from(raceEntries)
      .where(eq(raceEntries.id, bet.raceEntryId))
      .for('share');
    if (entry?.scratched) throw new AppError('VALIDATION', BET_MESSAGES.scratched);

    await tx.insert(bets).values({
      id: betId,
      userId: bet.userId,
      raceId: bet.raceId,
      raceEntryId: bet.raceEntryId,
      betType: bet.betType,
      amount: formatCents(bet.stakeCents),
      odds: formatOdds(odds),
      potentialWinnings: formatCents(payoutCents),
      idempotencyKey: bet.idempotencyKey,
    });
    const { newBalanceCents } = await applyBalanceChange(tx, {
      userId: bet.userId,
      amountCents: -bet.stakeCents,
      type: 'bet',
      description: `Apuesta ${RACE_BET_LABELS[bet.betType]} — ${target.race.name}`,
      relatedBetId: betId,
    });
    return newBalanceCents;
  });
  return { bet: (await getBetResponse(db, betId))!, newBalanceCents, replayed: false };
}
