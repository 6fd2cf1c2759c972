import type { TSportEventResponse } from '@galope/contracts';
import {
  Building2,
  CalendarDays,
  CloudSun,
  Heart,
  LayoutDashboard,
  MapPin,
  Swords,
  Trophy,
  Users,
  Whistle,
  Layers,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/button-link';
import { CountryFlag } from '@/components/country-flag';
import { SportIcon } from '@/components/sport-icon';
import { BackLink } from '@/components/back-link';
import { LoadingRegion } from '@/components/loading-region';
import { Button } from '@/components/ui/button';
import { CardContent, TitledCard } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BetSlipDock } from '@/features/bet-slip';
import { cn } from '@/lib/format/cn';
import { formatDate, formatDateTime } from '@/lib/format/format-date';
import { useConditionName } from '@/lib/format/use-condition-name';
import { useCountryName } from '@/lib/format/use-country-name';
import { useRouteId } from '@/lib/navigation/use-route-id';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useSportEvent } from './api/get-sport-event';
import { DirectSportBet } from './components/direct-sport-bet';
import { SportOddsButtons } from './components/sport-odds-buttons';
import { SportStatusBadge } from './components/sport-status-badge';
import { useFavouriteEvent } from './use-favourite-event';
import { useSportName } from './use-sport-name';
import { isBettable } from './use-sport-selection';

/** /event/{id}: a fixture's score, prices, details, head-to-head and recent form. */
export function EventPage() {
  const id = useRouteId();
  return id === null ? <EventError /> : <EventDetail id={id} />;
}

function EventError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid grid-cols-1 w-full max-w-3xl gap-4 px-4 py-10">
      <BackLink to="/sports">{t('eventPage.back')}</BackLink>
      <LoadError
        message={t('eventPage.loadError')}
        description={t('eventPage.loadErrorText')}
        retryLabel={t('board.loadError.retry')}
        onRetry={onRetry}
      />
    </div>
  );
}

function EventDetail({ id }: { id: number }) {
  const query = useSportEvent(id);
  if (query.isPending) return <EventPageSkeleton />;
  if (query.isError) return <EventError onRetry={() => void query.refetch()} />;
  return <EventView event={query.data} />;
}

function EventView({ event }: { event: TSportEventResponse }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const sportName = useSportName();
  const countryName = useCountryName();
  const favourite = useFavouriteEvent(event.id);
  const showScore = event.status === 'live' || event.status === 'finished';
  const bettable = (['home', 'draw', 'away'] as const).some((type) => isBettable(event, type));

  return (
    <div className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-6 px-4 py-6 md:py-8" data-event-id={event.id}>
      <title>{`${event.homeTeam} vs ${event.awayTeam} · Galope`}</title>
      <BackLink to="/sports">{t('eventPage.back')}</BackLink>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid grid-cols-1 min-w-0 gap-6">
          <header className="grid grid-cols-1 gap-5 overflow-hidden rounded-2xl border border-border bg-card p-5 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex min-w-0 items-center gap-2 text-sm font-semibold">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-brand">
                  <SportIcon sport={event.sport} />
                </span>
                <span className="min-w-0">
                  <span className="block text-xs text-muted-foreground">{sportName(event.sport)}</span>
                  <span className="flex items-center gap-1.5 truncate">
                    {event.country ? <CountryFlag country={event.country} /> : null}
                    {event.tournament ?? countryName(event.country) ?? '—'}
                  </span>
                </span>
              </p>
              <SportStatusBadge status={event.status} />
            </div>

            <h1 className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 text-center">
              <span className="text-base leading-tight font-black break-words hyphens-auto sm:text-lg md:text-2xl">
                {event.homeTeam}
              </span>
              {showScore ? (
                <span
                  className="rounded-xl bg-muted px-3 py-2 font-mono text-2xl font-black tabular-nums md:text-4xl"
                  aria-label={`${t('eventPage.score')}: ${event.homeScore ?? 0} - ${event.awayScore ?? 0}`}
                >
                  {event.homeScore ?? 0} – {event.awayScore ?? 0}
                </span>
              ) : (
                <span className="text-sm font-bold text-muted-foreground uppercase">{t('eventPage.versus')}</span>
              )}
              <span className="text-base leading-tight font-black break-words hyphens-auto sm:text-lg md:text-2xl">
                {event.awayTeam}
              </span>
            </h1>

            <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
              <InfoLine icon={<CalendarDays />} label={t('eventPage.date')}>
                <time dateTime={event.scheduledTime}>
                  {formatDateTime(event.scheduledTime, i18n.language, timeZone)}
                </time>
              </InfoLine>
              <InfoLine icon={<Building2 />} label={t('eventPage.venue')}>
                {event.venue ?? '—'}
              </InfoLine>
              <InfoLine icon={<MapPin />} label={t('eventPage.city')}>
                {[event.city, countryName(event.country)].filter(Boolean).join(', ') || '—'}
              </InfoLine>
            </dl>

            <div className="flex flex-wrap gap-2">
              <ButtonLink to="/panel" icon={LayoutDashboard} variant="outline" size="sm">
                {t('eventPage.panel')}
              </ButtonLink>
              <Button
                variant={favourite.isFavourite ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={favourite.isFavourite}
                onClick={favourite.toggle}
              >
                <Heart className={cn(favourite.isFavourite && 'fill-current')} aria-hidden />
                {favourite.isFavourite ? t('eventPage.favouriteOn') : t('eventPage.favourite')}
              </Button>
            </div>
          </header>

          <TitledCard region title={t('eventPage.odds')}>
            <CardContent className="grid grid-cols-1 gap-2">
              <SportOddsButtons event={event} size="lg" />
              {!bettable && event.odds ? (
                <p className="text-center text-xs text-muted-foreground">{t('eventPage.closed')}</p>
              ) : null}
            </CardContent>
          </TitledCard>

          <DirectSportBet key={event.id} event={event} />

          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <EventDetailsCard event={event} />
            <HeadToHeadCard event={event} />
          </div>
          <RecentFormCard event={event} />
        </div>
        <BetSlipDock />
      </div>
    </div>
  );
}

function InfoLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> holds only <dt>/<dd> pairs, each pair in at most one <div>: the icon goes inside the term.
    <div className="min-w-0 rounded-xl bg-muted/60 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-[11px] font-bold tracking-wide text-muted-foreground uppercase">
        <span className="[&_svg]:size-3.5" aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

function EventDetailsCard({ event }: { event: TSportEventResponse }) {
  const { t, i18n } = useTranslation();
  const conditionName = useConditionName();
  const details = event.details;
  const rows: { icon: ReactNode; label: string; value: string }[] = [];
  if (details?.referee) rows.push({ icon: <Whistle />, label: t('eventPage.referee'), value: details.referee });
  if (details?.attendance !== undefined) {
    rows.push({
      icon: <Users />,
      label: t('eventPage.attendance'),
      value: details.attendance.toLocaleString(i18n.language),
    });
  }
  if (details?.surface) {
    rows.push({ icon: <Layers />, label: t('eventPage.surface'), value: conditionName('court', details.surface)! });
  }
  if (details?.weather) {
    rows.push({ icon: <CloudSun />, label: t('eventPage.weather'), value: conditionName('weather', details.weather)! });
  }
  return (
    <TitledCard region title={t('eventPage.details')}>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('eventPage.noDetails')}</p>
        ) : (
          <dl className="grid grid-cols-1 gap-2.5">
            {rows.map((row) => (
              <div key={row.label} className="flex items-center justify-between gap-3 text-sm">
                <dt className="flex items-center gap-2 text-muted-foreground [&_svg]:size-4">
                  <span aria-hidden>{row.icon}</span>
                  {row.label}
                </dt>
                <dd className="text-right font-semibold">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </TitledCard>
  );
}

function HeadToHeadCard({ event }: { event: TSportEventResponse }) {
  const { t, i18n } = useTranslation();
  const h2h = event.headToHead;
  return (
    <TitledCard icon={Swords} title={t('eventPage.headToHead')}>
      <CardContent className="grid grid-cols-1 gap-3">
        {!h2h || h2h.total === 0 ? (
          <p className="text-sm text-muted-foreground">{t('eventPage.noHeadToHead')}</p>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <Stat label={t('eventPage.total')} value={h2h.total} />
              <Stat label={t('eventPage.homeWins', { team: event.homeTeam })} value={h2h.homeWins} />
              <Stat label={t('eventPage.awayWins', { team: event.awayTeam })} value={h2h.awayWins} />
            </dl>
            {h2h.lastMeeting ? (
              <div className="rounded-xl border border-border px-3 py-2.5 text-sm">
                <p className="text-[11px] font-bold tracking-wide text-muted-foreground uppercase">
                  {t('eventPage.lastMeeting')}
                </p>
                <p className="font-bold">{h2h.lastMeeting.result}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDate(h2h.lastMeeting.date, i18n.language)} · {h2h.lastMeeting.venue}
                </p>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </TitledCard>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid grid-cols-1 min-w-0 content-start gap-1 rounded-xl bg-muted/60 px-2 py-2.5">
      <dt className="order-2 text-[11px] leading-tight font-semibold break-words text-muted-foreground">{label}</dt>
      <dd className="order-1 text-2xl font-black tabular-nums">{value}</dd>
    </div>
  );
}

const FORM_COLOURS = {
  W: 'bg-success text-success-foreground',
  D: 'bg-warning text-warning-foreground',
  L: 'bg-destructive text-destructive-foreground',
} as const;

function RecentFormCard({ event }: { event: TSportEventResponse }) {
  const { t } = useTranslation();
  const form = event.recentForm;
  return (
    <TitledCard icon={Trophy} title={t('eventPage.recentForm')}>
      <CardContent className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {(
          [
            [event.homeTeam, form?.home ?? []],
            [event.awayTeam, form?.away ?? []],
          ] as const
        ).map(([team, results]) => (
          <div key={team} className="grid grid-cols-1 gap-2 rounded-xl bg-muted/60 px-3 py-2.5">
            <p className="truncate text-sm font-bold">{team}</p>
            {results.length === 0 ? (
              <p className="text-xs text-muted-foreground">{t('eventPage.noForm')}</p>
            ) : (
              <ul className="flex flex-wrap gap-1.5" aria-label={`${t('eventPage.recentForm')}: ${team}`}>
                {results.map((result, index) => (
                  <li
                    key={index}
                    className={cn(
                      'inline-flex size-7 items-center justify-center rounded-lg text-xs font-black',
                      FORM_COLOURS[result],
                    )}
                    title={t(`eventPage.formName.${result}`)}
                    data-result={result}
                  >
                    <span aria-hidden>{t(`eventPage.form.${result}`)}</span>
                    <span className="sr-only">{t(`eventPage.formName.${result}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </CardContent>
    </TitledCard>
  );
}

function EventPageSkeleton() {
  return (
    <LoadingRegion className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-6 px-4 py-6 md:py-8">
      <Skeleton className="h-5 w-32" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid grid-cols-1 gap-6">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-40 rounded-2xl" />
          </div>
        </div>
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </LoadingRegion>
  );
}
