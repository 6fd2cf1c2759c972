import { ArrowRight, Flag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LoadError } from '@/components/ui/load-error';
import { RenderLater } from '@/components/render-later';
import { LoadingRegion } from '@/components/loading-region';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRaceSubscriptions } from '@/lib/live/live-socket-provider';
import { useIsMobile } from '@/lib/hooks/use-media-query';

import { useLiveRaces } from '../api/get-live-races';
import { useUpcomingRaces } from '../api/get-upcoming-races';
import { BETTING_LIVE_REFRESH, BETTING_UPCOMING_REFRESH } from '../api/refresh-times';
import { useRowBets } from '../use-row-bets';
import { BettingFilters, useBettingFilters } from './betting-filters';
import { RaceEntries } from './race-entries';
import { PhoneRaces, RacePicker, RaceSummary } from './race-picker';

/** Spec §9: the desktop race bar shows the first 8 races. */
const DESKTOP_RACES = 8;

/** /betting: races open for betting (and those running now), filtered by country and racetrack. */
export function BettingPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const live = useLiveRaces(BETTING_LIVE_REFRESH);
  const upcoming = useUpcomingRaces(BETTING_UPCOMING_REFRESH);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const bets = useRowBets();

  // Races still open for betting first (soonest first), then the ones running now.
  const races = useMemo(() => [...(upcoming.data ?? []), ...(live.data ?? [])], [live.data, upcoming.data]);
  const filters = useBettingFilters(races);
  const shown = filters.shown;
  const desktopRaces = shown.slice(0, DESKTOP_RACES);
  const selected = desktopRaces.find((race) => race.id === selectedId) ?? desktopRaces[0];

  // A phone's list watches the cards it has rendered (PhoneRaces).
  useRaceSubscriptions(isMobile ? [] : desktopRaces.map((race) => race.id));

  const isPending = live.isPending || upcoming.isPending;
  const isError = live.isError || upcoming.isError;

  return (
    <div className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-6 px-4 py-6 md:py-8">
      <title>{`${t('betting.title')} · Galope`}</title>
      <header className="grid grid-cols-1 gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-black md:text-3xl">
          <Flag className="size-6 text-brand" aria-hidden />
          {t('betting.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('betting.subtitle')}</p>
      </header>

      <BettingFilters filters={filters} />

      {isPending ? (
        <BettingSkeleton />
      ) : isError && races.length === 0 ? (
        <LoadError
          message={t('betting.loadError')}
          retryLabel={t('board.loadError.retry')}
          onRetry={() => {
            void live.refetch();
            void upcoming.refetch();
          }}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={<Flag />} title={t('betting.empty')} description={t('betting.emptyHint')} />
      ) : isMobile ? (
        // A new filter starts the list at its first page again. Mounted in time slices when the races
        // arrive (RenderLater): the open card's inputs are a long task on a phone otherwise.
        <RenderLater fallback={<BettingSkeleton />}>
          <PhoneRaces key={filters.key} races={shown} bets={bets} />
        </RenderLater>
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <RacePicker races={desktopRaces} selectedId={selected?.id} onSelect={setSelectedId} />
          {selected ? (
            <section
              aria-labelledby={`betting-race-${selected.id}`}
              className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border p-4">
                <RaceSummary race={selected} headingId={`betting-race-${selected.id}`} />
                <Button asChild variant="outline" size="sm">
                  <Link to={`/race/${selected.id}`}>
                    {t('betting.details')}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </div>
              <RaceEntries raceId={selected.id} bets={bets} layout="table" />
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}

function BettingSkeleton() {
  return (
    <LoadingRegion className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </LoadingRegion>
  );
}
