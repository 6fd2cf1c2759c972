import type { TPendingRace, TPendingSportEvent } from '@galope/contracts';
import { Ban, ChevronDown, ClipboardCheck, Flag, Trophy } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RefreshButton } from '@/components/admin-ui/refresh-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/format/cn';
import { formatDateTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useResultsPending } from '../api/get-results-pending';
import { CancelPendingDialog, type PendingTarget } from './cancel-pending-dialog';
import { RaceResultDialog } from './race-result-dialog';
import { SportResultDialog } from './sport-result-dialog';

/**
 * Races and events whose result never came (RESULT_GRACE_HOURS past their expected end): staff enter
 * the result, which settles the bets, or cancel them, which refunds them. One line above the tabs,
 * with the count, that opens the list: the tabs stay on the first screen.
 */
export function ResultsPendingSection() {
  const { t } = useTranslation();
  const pending = useResultsPending();
  const [open, setOpen] = useState(false);
  const [race, setRace] = useState<TPendingRace | null>(null);
  const [event, setEvent] = useState<TPendingSportEvent | null>(null);
  const [cancelling, setCancelling] = useState<PendingTarget | null>(null);
  const count = pending.data ? pending.data.races.length + pending.data.events.length : 0;
  const titleId = useId();
  const listId = useId();

  return (
    <Card role="region" aria-labelledby={titleId} className={cn(count > 0 && 'border-warning/50')}>
      <div className="flex items-center gap-3 px-4 py-2.5">
        <h2 id={titleId} className="flex min-w-0 items-center gap-2 text-sm font-bold">
          <ClipboardCheck className="size-4 shrink-0 text-brand" aria-hidden />
          {t('admin.results.title')}
          {count > 0 ? <Badge variant="warning">{count}</Badge> : null}
        </h2>
        {pending.isError ? (
          <>
            <p className="min-w-0 truncate text-sm text-destructive">{t('admin.loadError')}</p>
            <RefreshButton
              label={t('admin.retry')}
              fetching={pending.isFetching}
              onClick={() => void pending.refetch()}
              className="ml-auto shrink-0"
            />
          </>
        ) : count === 0 ? (
          <p className="min-w-0 truncate text-sm text-muted-foreground">
            {pending.isPending ? '…' : t('admin.results.empty')}
          </p>
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="ml-auto shrink-0"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {/* A phone keeps the line to one row: the arrow alone, its words for screen readers. */}
            <span className="sr-only sm:not-sr-only">{open ? t('admin.results.hide') : t('admin.results.show')}</span>
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
          </Button>
        )}
      </div>
      {open && count > 0 && pending.data ? (
        <div id={listId} className="grid gap-4 border-t border-border px-3 py-4 sm:px-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <p className="max-w-prose text-sm text-muted-foreground">
              {t('admin.results.description', { hours: pending.data.graceHours })}
            </p>
            <RefreshButton
              label={t('admin.results.refresh')}
              fetching={pending.isFetching}
              onClick={() => void pending.refetch()}
            />
          </div>
          {pending.data.races.length > 0 ? (
            <PendingList title={t('admin.results.races')}>
              {pending.data.races.map((item) => (
                <PendingRow
                  key={`race-${item.id}`}
                  icon={<Flag aria-hidden />}
                  title={item.name}
                  subtitle={item.racetrackName}
                  scheduledTime={item.scheduledTime}
                  pendingBets={item.pendingBets}
                  onEnter={() => setRace(item)}
                  onCancel={() => setCancelling({ kind: 'race', id: item.id, name: item.name })}
                />
              ))}
            </PendingList>
          ) : null}
          {pending.data.events.length > 0 ? (
            <PendingList title={t('admin.results.events')}>
              {pending.data.events.map((item) => {
                const name = `${item.homeTeam} vs ${item.awayTeam}`;
                return (
                  <PendingRow
                    key={`event-${item.id}`}
                    icon={<Trophy aria-hidden />}
                    title={name}
                    subtitle={[
                      item.tournament,
                      item.homeScore !== null && item.awayScore !== null
                        ? t('admin.results.lastScore', { home: item.homeScore, away: item.awayScore })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    scheduledTime={item.scheduledTime}
                    pendingBets={item.pendingBets}
                    onEnter={() => setEvent(item)}
                    onCancel={() => setCancelling({ kind: 'event', id: item.id, name })}
                  />
                );
              })}
            </PendingList>
          ) : null}
        </div>
      ) : null}
      <RaceResultDialog race={race} onClose={() => setRace(null)} />
      <SportResultDialog event={event} onClose={() => setEvent(null)} />
      <CancelPendingDialog target={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}

function PendingList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      <ul className="grid divide-y divide-border rounded-xl border border-border" aria-label={title}>
        {children}
      </ul>
    </section>
  );
}

function PendingRow({
  icon,
  title,
  subtitle,
  scheduledTime,
  pendingBets,
  onEnter,
  onCancel,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  scheduledTime: string;
  pendingBets: number;
  onEnter: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 rounded-full bg-warning/15 p-2 text-warning [&_svg]:size-4">{icon}</span>
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate font-semibold">{title}</p>
          {subtitle ? <p className="truncate text-xs text-muted-foreground">{subtitle}</p> : null}
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <time dateTime={scheduledTime}>
              {t('admin.results.scheduled', { time: formatDateTime(scheduledTime, i18n.language, timeZone) })}
            </time>
            <Badge variant="muted">{t('admin.results.pendingBets', { count: pendingBets })}</Badge>
          </p>
        </div>
      </div>
      <div className="grid gap-2 sm:flex sm:shrink-0">
        <Button size="sm" onClick={onEnter}>
          <ClipboardCheck aria-hidden />
          {t('admin.results.enter')}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          <Ban aria-hidden />
          {t('admin.results.cancel')}
        </Button>
      </div>
    </li>
  );
}
