import {
  BET_MESSAGES,
  formatOddsHundredths,
  limitReachedMessage,
  MESSAGES,
  parseCents,
  selfExcludedMessage,
  type TLimitName,
} from '@galope/contracts';
import { AppError } from '../../lib/app-error';
import { type BetLimits, maxPayoutError } from './bet-limits';

/**
 * What `place_race_bet` / `place_sport_bet` (betting/sql) answer when they take no bet, as the
 * error the player reads. `detail` carries the current price (hundredths) or the balance.
 */
export function betRefusal(outcome: string, detail: string | null, limits: BetLimits): AppError {
  switch (outcome) {
    case 'entry_not_found':
      return new AppError('NOT_FOUND', BET_MESSAGES.entryNotInRace);
    case 'entry_not_in_race':
      return new AppError('VALIDATION', BET_MESSAGES.entryNotInRace);
    case 'scratched':
      return new AppError('VALIDATION', BET_MESSAGES.scratched);
    case 'no_odds':
      return new AppError('VALIDATION', BET_MESSAGES.noOdds);
    case 'race_closed':
      return new AppError('VALIDATION', BET_MESSAGES.raceClosed);
    case 'event_not_found':
      return new AppError('NOT_FOUND', BET_MESSAGES.eventNotFound);
    case 'event_closed':
      return new AppError('VALIDATION', BET_MESSAGES.eventClosed);
    case 'price_changed':
      return new AppError('PRICE_CHANGED', BET_MESSAGES.priceChanged, { odds: formatOddsHundredths(Number(detail)) });
    case 'max_payout':
      return maxPayoutError(limits);
    case 'insufficient_balance':
      return new AppError('INSUFFICIENT_BALANCE', MESSAGES.insufficientBalance, { balance: detail ?? '0.00' });
    case 'balance_too_large':
      // Its payout would carry the balance past what the database holds (betting/sql/place_race_bet.sql).
      return new AppError('VALIDATION', MESSAGES.balanceTooLarge);
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
