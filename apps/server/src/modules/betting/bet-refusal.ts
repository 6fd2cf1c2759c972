import {
  BET_MESSAGES,
  formatOddsHundredths,
  limitReachedMessage,
  MESSAGES,
  parseCents,
  selfExcludedMessage,
  type TErrorCode,
  type TLimitName,
} from '@galope/contracts';
import { AppError } from '../../lib/app-error';
import { type BetLimits, maxPayoutError } from './bet-limits';

/** The refusals that are a code and a message, nothing of the moment in them. */
const PLAIN_REFUSALS = new Map<string, [TErrorCode, string]>([
  ['entry_not_found', ['NOT_FOUND', BET_MESSAGES.entryNotInRace]],
  ['entry_not_in_race', ['VALIDATION', BET_MESSAGES.entryNotInRace]],
  ['scratched', ['VALIDATION', BET_MESSAGES.scratched]],
  ['no_odds', ['VALIDATION', BET_MESSAGES.noOdds]],
  ['race_closed', ['VALIDATION', BET_MESSAGES.raceClosed]],
  ['event_not_found', ['NOT_FOUND', BET_MESSAGES.eventNotFound]],
  ['event_closed', ['VALIDATION', BET_MESSAGES.eventClosed]],
  // Its payout would carry the balance past what the database holds (betting/sql/place_race_bet.sql).
  ['balance_too_large', ['VALIDATION', MESSAGES.balanceTooLarge]],
]);

/**
 * What `place_race_bet` / `place_sport_bet` (betting/sql) answer when they take no bet, as the
 * error the player reads. `detail` carries the current price (hundredths) or the balance.
 */
export function betRefusal(outcome: string, detail: string | null, limits: BetLimits): AppError {
  const plain = PLAIN_REFUSALS.get(outcome);
  if (plain) return new AppError(...plain);
  switch (outcome) {
    case 'price_changed':
      return new AppError('PRICE_CHANGED', BET_MESSAGES.priceChanged, { odds: formatOddsHundredths(Number(detail)) });
    case 'max_payout':
      return maxPayoutError(limits);
    case 'insufficient_balance':
      return new AppError('INSUFFICIENT_BALANCE', MESSAGES.insufficientBalance, { balance: detail ?? '0.00' });
    case 'self_excluded':
      return new AppError('SELF_EXCLUDED', selfExcludedMessage(new Date(detail!)), { until: detail });
    case 'limit_reached': {
      // name:limit:left, as player_protection_refusal (protection/sql) answers it.
      const [name, limit, left] = detail!.split(':') as [TLimitName, string, string];
      return new AppError('LIMIT_REACHED', limitReachedMessage(name, parseCents(limit)!, parseCents(left)!), {
        limit: name,
      });
    }
    default:
      throw new Error(`Unknown bet outcome ${outcome}`);
  }
}
