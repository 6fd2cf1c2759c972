import type { TRaceResponse } from '@galope/contracts';
import { Clock, Flag, Gauge, Layers, MapPin, Ruler, Timer, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LoadError } from '@/components/ui/load-error';
import { BackLink } from '@/components/back-link';
import { LoadingRegion } from '@/components/loading-region';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BetSlipDock } from '@/features/bet-slip';
import { isApiError } from '@/lib/api/api-client';
import { formatDateTime } from '@/lib/format/format-date';
import { useRaceSubscriptions } from '@/lib/live/live-socket-provider';
import { useConditionName, useSurfaceName } from '@/lib/format/use-condition-name';
import { useRouteId } from '@/lib/navigation/use-route-id';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useRace } from './api/get-race';
import { Countdown } from './components/countdown';
import { CountryBadge } from './components/country-badge';
import { RaceParticipants } from './components/race-participants';
import { RaceStatusBadge } from './components/race-status-badge';
import { RaceVideoPanel } from './components/race-video-panel';
import { ToteSection } from './tote/tote-section';

/** /race/{id}: the race's facts, video and runners; selecting a runner toggles it into the slip. */
export function RacePage() {
  const id = useRouteId();
  return id === null ? <RaceNotFound /> : <RaceDetail id={id} />;
}

function RaceNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid grid-cols-1 w-full max-w-3xl gap-4 px-4 py-10">
      <BackLink to="/">{t('racePage.back')}</BackLink>
      <EmptyState
        icon={<Flag />}
        title={t('racePage.notFound')}
        description={t('racePage.notFoundText')}
        action={
          <Button asChild variant="outline">
            <Link to="/">{t('racePage.back')}</Link>
          </Button>
        }
      />
    </div>
  );
}

function RaceDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useRace(id);
  useRaceSubscriptions([id]);

  if (query.isPending) return <RacePageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <RaceNotFound />;
    return (
      <div className="mx-auto grid grid-cols-1 w-full max-w-3xl gap-4 px-4 py-10">
        <BackLink to="/">{t('racePage.back')}</BackLink>
        <LoadError
          message={t('racePage.loadError')}
          retryLabel={t('board.loadError.retry')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <RaceView race={query.data} />;
}

function RaceView({ race }: { race: TRaceResponse }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const surfaceName = useSurfaceName();
  const conditionName = useConditionName();

  return (
    <div className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-6 px-4 py-6 md:py-8" data-race-id={race.id}>
      <title>{`${race.name} · Galope`}</title>
      <BackLink to="/">{t('racePage.back')}</BackLink>
      <header className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-brand">
            <Flag className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{race.racetrack.name}</span>
          </p>
          <RaceStatusBadge status={race.status} hasReplay={race.hasReplay} />
        </div>
        <h1 className="text-2xl leading-tight font-black md:text-3xl">{race.name}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <CountryBadge country={race.racetrack.country} />
          {race.racetrack.location ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden />
              {race.racetrack.location}
            </span>
          ) : null}
          {race.status === 'scheduled' ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 font-semibold text-brand">
              <Timer className="size-4" aria-hidden />
              <span id="race-starts-in">{t('race.startsIn')}</span>
              <Countdown
                to={race.scheduledTime}
                labelledBy="race-starts-in"
                className="font-mono font-black tabular-nums"
              />
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Fact icon={<Clock />} label={t('racePage.scheduled')}>
            <time dateTime={race.scheduledTime}>{formatDateTime(race.scheduledTime, i18n.language, timeZone)}</time>
          </Fact>
          <Fact icon={<Ruler />} label={t('racePage.distance')}>
            {race.distance !== null ? t('race.meters', { meters: race.distance.toLocaleString(i18n.language) }) : '—'}
          </Fact>
          <Fact icon={<Layers />} label={t('racePage.category')}>
            {conditionName('category', race.category) ?? race.raceClass ?? '—'}
          </Fact>
          <Fact icon={<Flag />} label={t('racePage.surface')}>
            {surfaceName(race.surface) ?? '—'}
          </Fact>
          <Fact icon={<Gauge />} label={t('racePage.going')}>
            {conditionName('going', race.going) ?? '—'}
          </Fact>
          <Fact icon={<Trophy />} label={t('racePage.prize')}>
            {race.prize ?? '—'}
          </Fact>
        </dl>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid grid-cols-1 min-w-0 gap-6">
          <RaceVideoPanel race={race} />
          <RaceParticipants race={race} />
          <ToteSection race={race} />
        </div>
        <BetSlipDock />
      </div>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 min-w-0 gap-1 rounded-xl bg-muted/60 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-[11px] font-bold tracking-wide text-muted-foreground uppercase [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="text-sm font-semibold break-words">{children}</dd>
    </div>
  );
}

function RacePageSkeleton() {
  return (
    <LoadingRegion className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-6 px-4 py-6 md:py-8">
      <Skeleton className="h-5 w-32" />
      <div className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-card p-5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-2/3" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14" />
          ))}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid grid-cols-1 gap-6">
          <Skeleton className="aspect-video w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </LoadingRegion>
  );
}
