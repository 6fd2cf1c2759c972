import type { TBetResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { CashOutAction } from '@/components/cash-out/cash-out-action';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/format/cn';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { formatOdds } from '@/lib/format/format-odds';
import { useIsMobile } from '@/lib/hooks/use-media-query';
import { useOddsFormat } from '@/lib/preferences/use-odds-format';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { BetStatusBadge } from './bet-status-badge';
import { type BetDescription, describeBet } from '../describe-bet';

/**
 * Bets as a table on wide screens and as cards on phones (spec §9: 768 px). Each row or card carries
 * its bet's `data-status`.
 */
export function BetList({ bets, caption }: { bets: TBetResponse[]; caption: string }) {
  const isMobile = useIsMobile();
  return isMobile ? <BetCards bets={bets} caption={caption} /> : <BetTable bets={bets} caption={caption} />;
}

function useBetFormatting() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const oddsFormat = useOddsFormat();
  return {
    date: (value: string) => formatDateTime(value, i18n.language, timeZone),
    odds: (value: string) => formatOdds(value, oddsFormat),
    betType: (type: BetDescription['betType']) =>
      type === null ? null : 'known' in type ? t(`panel.bets.types.${type.known}`) : type.raw,
  };
}

const HEAD = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-top';

function BetTable({ bets, caption }: { bets: TBetResponse[]; caption: string }) {
  const { t } = useTranslation();
  const format = useBetFormatting();
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[720px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className={HEAD}>
              {t('panel.bets.columns.date')}
            </th>
            <th scope="col" className={HEAD}>
              {t('panel.bets.columns.event')}
            </th>
            <th scope="col" className={HEAD}>
              {t('panel.bets.columns.selection')}
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              {t('panel.bets.columns.stake')}
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              {t('panel.bets.columns.odds')}
            </th>
            <th scope="col" className={cn(HEAD, 'text-right')}>
              {t('panel.bets.columns.winnings')}
            </th>
            <th scope="col" className={HEAD}>
              {t('panel.bets.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => {
            const description = describeBet(bet);
            return (
              <tr
                key={bet.id}
                className="border-t border-border transition-colors hover:bg-muted/40"
                data-status={bet.status}
              >
                <td className={cn(CELL, 'whitespace-nowrap text-muted-foreground tabular-nums')}>
                  <time dateTime={bet.placedAt}>{format.date(bet.placedAt)}</time>
                </td>
                <td className={cn(CELL, 'max-w-64')}>
                  <EventCell description={description} />
                </td>
                <td className={CELL}>
                  <SelectionCell description={description} betTypeLabel={format.betType(description.betType)} />
                </td>
                <td className={cn(CELL, 'text-right font-semibold whitespace-nowrap tabular-nums')}>
                  {formatMoney(bet.amount)}
                </td>
                <td className={cn(CELL, 'text-right font-semibold whitespace-nowrap tabular-nums')}>
                  {format.odds(bet.odds)}
                </td>
                <td className={cn(CELL, 'text-right whitespace-nowrap')}>
                  <Winnings bet={bet} align="end" />
                  <CashOutAction bet={bet} className="mt-2 justify-end" />
                </td>
                <td className={CELL}>
                  <BetStatusBadge status={bet.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function BetCards({ bets, caption }: { bets: TBetResponse[]; caption: string }) {
  const { t } = useTranslation();
  const format = useBetFormatting();
  return (
    <ul className="grid gap-3" aria-label={caption}>
      {bets.map((bet) => {
        const description = describeBet(bet);
        return (
          <li key={bet.id} className="grid gap-3 rounded-xl border border-border bg-card p-4" data-status={bet.status}>
            <div className="flex items-start justify-between gap-3">
              <EventCell description={description} />
              <BetStatusBadge status={bet.status} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <SelectionCell description={description} betTypeLabel={format.betType(description.betType)} />
              <time dateTime={bet.placedAt} className="text-xs text-muted-foreground tabular-nums">
                {format.date(bet.placedAt)}
              </time>
            </div>
            <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-2.5 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{t('panel.bets.columns.stake')}</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(bet.amount)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{t('panel.bets.columns.odds')}</dt>
                <dd className="font-semibold tabular-nums">{format.odds(bet.odds)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{t('panel.bets.columns.winnings')}</dt>
                <dd>
                  <Winnings bet={bet} align="start" />
                </dd>
              </div>
            </dl>
            <CashOutAction bet={bet} />
          </li>
        );
      })}
    </ul>
  );
}

function EventCell({ description }: { description: BetDescription }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-semibold [overflow-wrap:anywhere]">
        {description.event ?? <span className="text-muted-foreground">{t('panel.bets.unknownEvent')}</span>}
      </span>
      {description.detail ? (
        <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{description.detail}</span>
      ) : null}
    </div>
  );
}

function SelectionCell({ description, betTypeLabel }: { description: BetDescription; betTypeLabel: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {description.selection ? (
        <span className="text-sm font-medium [overflow-wrap:anywhere]">{description.selection}</span>
      ) : null}
      {betTypeLabel ? (
        <Badge variant="soft" className="tracking-wide">
          {betTypeLabel}
        </Badge>
      ) : null}
    </div>
  );
}

/**
 * Pending: what it would pay. Won: what it paid. Lost: nothing. Cancelled: the stake came back
 * (the ledger shows the refund). Cashed out: what the cash outs paid.
 */
function Winnings({ bet, align }: { bet: TBetResponse; align: 'start' | 'end' }) {
  const { t } = useTranslation();
  const shown =
    bet.status === 'pending'
      ? { amount: bet.potentialWinnings, note: t('panel.bets.potential'), className: '' }
      : bet.status === 'won'
        ? { amount: bet.actualWinnings ?? bet.potentialWinnings, note: t('panel.bets.paid'), className: 'text-success' }
        : bet.status === 'cancelled'
          ? { amount: bet.amount, note: t('panel.bets.refunded'), className: 'text-muted-foreground' }
          : bet.status === 'cashed_out'
            ? { amount: bet.cashedOutValue ?? '0.00', note: t('panel.bets.cashedOut'), className: 'text-success' }
            : { amount: bet.actualWinnings ?? '0.00', note: null, className: 'text-muted-foreground' };
  return (
    <div className={cn('grid gap-0.5', align === 'end' ? 'justify-items-end' : 'justify-items-start')}>
      <span className={cn('font-semibold tabular-nums', shown.className)}>{formatMoney(shown.amount)}</span>
      {shown.note ? <span className="text-[11px] text-muted-foreground">{shown.note}</span> : null}
    </div>
  );
}
