import type { TBalanceTransactionResponse, TBalanceTransactionType } from '@galope/contracts';
import {
  HandCoins,
  ArrowDownToLine,
  ArrowUpFromLine,
  type LucideIcon,
  Receipt,
  RotateCcw,
  SlidersHorizontal,
  Ticket,
  Trophy,
  Undo2,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/format/cn';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { signedCents } from '../balance-points';
import { describeLedgerEntry } from '../describe-ledger-entry';
import { formatSignedMoney } from '../format-signed-money';

const ICONS: Record<TBalanceTransactionType, LucideIcon> = {
  deposit: ArrowDownToLine,
  withdrawal: ArrowUpFromLine,
  bet: Ticket,
  winnings: Trophy,
  admin_adjustment: SlidersHorizontal,
  refund: RotateCcw,
  withdrawal_reversal: Undo2,
  cash_out: HandCoins,
};

/**
 * Balance movements, newest first: type with icon, description, signed amount (green in, red out),
 * the balance after it and the date. Each row is described by its description (aria-describedby), as a
 * screen reader reads it after the row.
 */
export function BalanceHistoryList({ history, label }: { history: TBalanceTransactionResponse[]; label: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const listId = useId();

  if (history.length === 0) {
    return (
      <div>
        <EmptyState icon={<Receipt />} title={t('panel.wallet.empty')} description={t('panel.wallet.emptyHint')} />
      </div>
    );
  }

  return (
    <ul className="divide-y divide-border" aria-label={label}>
      {history.map((entry) => {
        const Icon = ICONS[entry.type];
        const cents = signedCents(entry.amount);
        const tone = cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'zero';
        const description = describeLedgerEntry(t, entry);
        const descriptionId = `${listId}-${entry.id}`;
        return (
          <li
            key={entry.id}
            className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
            aria-describedby={description ? descriptionId : undefined}
          >
            <span
              className={cn(
                'mt-0.5 shrink-0 rounded-full p-2',
                tone === 'positive' && 'bg-success/15 text-success',
                tone === 'negative' && 'bg-destructive/15 text-destructive',
                tone === 'zero' && 'bg-muted text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="text-sm font-semibold">{t(`panel.wallet.types.${entry.type}`)}</p>
              {description ? (
                <p id={descriptionId} className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {description}
                </p>
              ) : null}
              <time dateTime={entry.createdAt} className="text-xs text-muted-foreground tabular-nums">
                {formatDateTime(entry.createdAt, i18n.language, timeZone)}
              </time>
            </div>
            <div className="grid shrink-0 justify-items-end gap-0.5 text-right">
              <p
                className={cn(
                  'text-sm font-bold tabular-nums',
                  tone === 'positive' && 'text-success',
                  tone === 'negative' && 'text-destructive',
                )}
              >
                {formatSignedMoney(entry.amount)}
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {t('panel.wallet.balanceAfter', { balance: formatMoney(entry.newBalance) })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
