import { CircleAlert } from 'lucide-react';

import { formatMoney } from '@/lib/format/format-money';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { type SlipError } from '../bet-slip-items';
import { useBetMessage } from '../use-bet-message';
import { invalidStakeMessage } from '../use-place-bets';

/**
 * Why a bet's last attempt failed, under it (a slip item, a /betting row, an event's direct bet): the
 * server's message (with the balance it sent), or what is wrong with the stake typed (`invalidText`
 * says what a valid one is; given the `stake`, too many decimals are pointed out instead).
 */
export function SlipItemError({
  error,
  stake,
  invalidText,
}: {
  error: SlipError;
  stake?: string;
  invalidText: string;
}) {
  const { t } = useLightTranslation();
  const betMessage = useBetMessage();
  return (
    <p className="flex items-start gap-1.5 text-xs font-semibold text-destructive" role="alert">
      <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>
        {error.kind === 'invalidStake'
          ? stake === undefined
            ? invalidText
            : invalidStakeMessage(stake, t, invalidText)
          : [
              betMessage(error.message),
              error.balance ? t('bets.balanceNow', { balance: formatMoney(error.balance) }) : null,
            ]
              .filter(Boolean)
              .join(' ')}
      </span>
    </p>
  );
}
