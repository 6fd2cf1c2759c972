import { BET_MESSAGES, formatOddsHundredths, type TOddsChangePolicy } from '@galope/contracts';
import { AppError } from '../../lib/app-error';

/**
 * The odds the client sent are the odds the player accepted. If the server's price differs, the
 * player's preference decides: 'none' refuses any change, 'higher' takes a better price silently,
 * 'any' takes whatever the price is now. A refusal debits nothing and tells the current price.
 */
export function acceptPrice(options: { current: number; accepted: number; policy: TOddsChangePolicy }): number {
  const { current, accepted, policy } = options;
  if (current === accepted) return current;
  if (policy === 'any' || (policy === 'higher' && current > accepted)) return current;
  throw new AppError('PRICE_CHANGED', BET_MESSAGES.priceChanged, { odds: formatOddsHundredths(current) });
}
