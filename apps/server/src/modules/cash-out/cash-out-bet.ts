import {
  type Cents,
  CASH_OUT_MESSAGES,
  CASH_OUT_REFUSALS,
  MESSAGES,
  type TCashOutRefusal,
  type TCashOutResponse,
} from '@galope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { cashOuts, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { getBetResponse, toBetResponse } from '../betting';
import type { LiveBus } from '../live';
import { publishCashOutNotification } from '../notifications';
import { type CashOutBatches, type CashOutFunctionRow, findBetTarget } from './cash-out-batches';
import { readCashOutSettings } from './cash-out-settings';

export type CashOutBet = {
  userId: number;
  betId: string;
  /** The value the player saw and accepts, for `partCents` of the stake, else for all that is left. */
  valueCents: Cents;
  partCents?: Cents;
  idempotencyKey?: string;
  now: Date;
};

/**
 * Closes a bet, or part of its stake, for the value the player accepted: one call of `cash_out_bet`,
 * one round trip and one transaction, as a bet is (decision 013). The function takes the race's (or
 * event's) lock shared and the bet's row lock, prices the bet again by the contracts' rule and, when
 * the value is the one accepted, writes the credit with its `cash_out` ledger row, the bet, the
 * cash_outs row and the notification; any difference changes nothing (CASH_OUT_CHANGED, with the value
 * now). Cash outs arriving together for one race go in one statement (`cash-out-batches.ts`). Once it
 * has committed, the wallet tells the owner their balance, then the bell its line.
 */
export async function cashOutBet(
  db: Db,
  bus: LiveBus,
  batches: CashOutBatches,
  options: CashOutBet,
): Promise<{ answer: TCashOutResponse; replayed: boolean }> {
  const { userId, betId, valueCents, partCents, idempotencyKey, now } = options;
  // From the settings' short cache, as a quote reads them.
  const settings = await readCashOutSettings(db);
  let row: CashOutFunctionRow;
  try {
    row = await batches(
      {
        betId,
        userId,
        valueCents,
        partCents: partCents ?? null,
        idempotencyKey: idempotencyKey ?? null,
        enabled: settings.enabled,
        marginBasisPoints: settings.marginBasisPoints,
        now,
      },
      findBetTarget(betId),
    );
  } catch (error) {
    // The same key sent twice at once: the first wrote its cash_outs row, the second answers it.
    if (idempotencyKey !== undefined && isUniqueViolation(error, 'cash_outs_user_idempotency_key')) {
      const previous = await replay(db, userId, idempotencyKey);
      if (previous) return { answer: previous, replayed: true };
    }
    throw error;
  }
  switch (row.outcome) {
    case 'cashed_out':
      break;
    case 'replayed':
      return { answer: (await replay(db, userId, idempotencyKey!))!, replayed: true };
    case 'not_found':
      throw new AppError('NOT_FOUND', 'Apuesta no encontrada');
    case 'part_too_large':
      throw new AppError('VALIDATION', CASH_OUT_MESSAGES.amount);
    case 'balance_too_large':
      throw new AppError('VALIDATION', MESSAGES.balanceTooLarge);
    case 'CASH_OUT_CHANGED':
      throw new AppError('CASH_OUT_CHANGED', CASH_OUT_MESSAGES.CASH_OUT_CHANGED, { value: row.detail });
    default:
      if ((CASH_OUT_REFUSALS as readonly string[]).includes(row.outcome)) {
        const refusal = row.outcome as TCashOutRefusal;
        throw new AppError(refusal, CASH_OUT_MESSAGES[refusal]);
      }
      throw new Error(`cash_out_bet answered an unknown outcome: ${row.outcome}`);
  }
  publishCashOutNotification(bus, {
    userId,
    id: row.notification_id,
    createdAtMs: Number(row.notification_at_ms),
    hidden: row.notification_hidden,
    betId,
    amount: row.paid_value,
  });
  return {
    answer: {
      bet: betResponseOf(row, { betId, userId }),
      value: row.paid_value,
      amount: row.paid_stake,
      balance: row.new_balance!,
    },
    replayed: false,
  };
}

/** The bet as the function left it, answered as every bet is (toBetResponse). */
function betResponseOf(row: CashOutFunctionRow, { betId, userId }: { betId: string; userId: number }) {
  const msToDate = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));
  return toBetResponse({
    bet: {
      id: betId,
      userId,
      raceId: row.race_id,
      raceEntryId: row.race_entry_id,
      sportEventId: row.sport_event_id,
      sportBetType: row.sport_bet_type,
      sportTeam: row.sport_team,
      sport: row.sport,
      tournament: row.tournament,
      homeTeam: row.home_team,
      awayTeam: row.away_team,
      eventScheduledTime: msToDate(row.event_time_ms),
      betType: row.bet_type,
      amount: row.amount,
      odds: row.odds,
      potentialWinnings: row.potential_winnings,
      actualWinnings: row.actual_winnings,
      cashOutStake: row.cash_out_stake,
      cashOutValue: row.cash_out_value,
      status: row.bet_status,
      idempotencyKey: row.idempotency_key,
      placedAt: new Date(Number(row.placed_at_ms)),
      settledAt: msToDate(row.settled_at_ms),
    },
    race:
      row.race_id === null
        ? null
        : {
            id: row.race_id,
            name: row.race_name!,
            status: row.race_status as never,
            scheduledTime: new Date(Number(row.race_time_ms)),
          },
    entry: row.race_entry_id === null ? null : { id: row.race_entry_id, finishPosition: row.finish_position },
    horseName: row.horse_name,
    entryRaceName: row.race_name,
  });
}

/** The answer of the cash out this key already made (the bet as it stands now, the balance now). */
async function replay(db: Db, userId: number, key: string): Promise<TCashOutResponse | undefined> {
  const [done] = await db
    .select({ betId: cashOuts.betId, stake: cashOuts.stake, value: cashOuts.value, balance: users.balance })
    .from(cashOuts)
    .innerJoin(users, eq(users.id, cashOuts.userId))
    .where(and(eq(cashOuts.userId, userId), eq(cashOuts.idempotencyKey, key)));
  if (!done) return undefined;
  return { bet: (await getBetResponse(db, done.betId))!, value: done.value, amount: done.stake, balance: done.balance };
}
