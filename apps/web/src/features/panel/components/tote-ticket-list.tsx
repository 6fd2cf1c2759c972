import { CircleCheck, CircleSlash, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import type { ToteTicket } from '../api/get-tote-tickets';

const LOOK: Record<ToteTicket['status'], { variant: BadgeVariant; icon: typeof Clock }> = {
  pending: { variant: 'warning', icon: Clock },
  won: { variant: 'success', icon: CircleCheck },
  lost: { variant: 'destructive', icon: CircleX },
  refunded: { variant: 'muted', icon: CircleSlash },
};

/** The player's tote tickets: pool, race, runners by program number per position, cost, status and what it paid. */
export function ToteTicketList({ tickets, caption }: { tickets: ToteTicket[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label={caption}>
      {tickets.map((ticket) => {
        const { variant, icon: Icon } = LOOK[ticket.status];
        return (
          <li key={ticket.id} className="grid gap-1.5 rounded-xl border border-border bg-card px-3 py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex items-center gap-2">
                <span className="font-extrabold">{t(`tote.pools.${ticket.pool}`)}</span>
                {ticket.box ? <Badge variant="outline">{t('tote.tickets.box')}</Badge> : null}
              </span>
              <Badge variant={variant} data-status={ticket.status}>
                <Icon className="size-3.5" aria-hidden />
                {t(`tote.tickets.status.${ticket.status}`)}
              </Badge>
            </div>
            <Link to={`/race/${ticket.raceId}`} className="truncate text-sm font-semibold text-brand hover:underline">
              {ticket.raceName} · {ticket.racetrack}
            </Link>
            <p className="flex flex-wrap gap-x-2 text-sm font-mono font-bold tabular-nums">
              {ticket.selections.map((list, position) => (
                <span key={position} title={list.map((runner) => runner.horseName).join(', ')}>
                  {position > 0 ? '/ ' : ''}
                  {list.map((runner) => runner.number ?? '?').join(',')}
                </span>
              ))}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
              <span>
                {t('tote.tickets.combinations', { count: ticket.combinations, stake: formatMoney(ticket.unitStake) })}
              </span>
              <span>
                {t('tote.tickets.cost')}: <strong className="text-foreground">{formatMoney(ticket.cost)}</strong>
              </span>
              {ticket.status === 'won' ? (
                <span>
                  {t('tote.tickets.paid')}: <strong className="text-success">{formatMoney(ticket.paid)}</strong>
                </span>
              ) : null}
              {ticket.refunded !== '0.00' ? (
                <span>
                  {t('tote.tickets.refundedAmount')}:{' '}
                  <strong className="text-foreground">{formatMoney(ticket.refunded)}</strong>
                </span>
              ) : null}
              <time dateTime={ticket.placedAt}>{formatDateTime(ticket.placedAt, i18n.language, timeZone)}</time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
