import { ArrowRight, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CountryFlag } from '@/components/country-flag';
import { OddsValue } from '@/components/odds-value';
import { LoadingRegion } from '@/components/loading-region';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useFinishedRaces } from '../api/get-finished-races';
import { entryOdds, raceWinner } from '../race-runners';

const SHOWN = 5;

/** The landing page's results section: the latest winners (the board's finished list, no extra request). */
export function RecentResults() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const { data: races, isPending, isError } = useFinishedRaces();

  if (isPending) {
    return (
      <LoadingRegion className="grid grid-cols-1 gap-2">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </LoadingRegion>
    );
  }
  const latest = (races ?? []).slice(0, SHOWN);
  if (isError || latest.length === 0) {
    return (
      <EmptyState icon={<Trophy />} title={t('board.empty.racesFinished')} description={t('board.emptyHint.races')} />
    );
  }
  return (
    <ul className="grid grid-cols-1 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      {latest.map((race) => {
        const winner = raceWinner(race);
        return (
          <li key={race.id}>
            <Link
              to={`/race/${race.id}`}
              className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-muted/60"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-400 text-amber-950">
                <Trophy className="size-4" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-extrabold">{winner ? winner.horse.name : race.name}</span>
                <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <CountryFlag country={race.racetrack.country} />
                  <span className="truncate">
                    {race.racetrack.name} · {formatDayTime(race.scheduledTime, i18n.language, timeZone)}
                  </span>
                </span>
              </span>
              {winner ? <OddsValue odds={entryOdds(winner)} secondary={false} className="text-sm" /> : null}
              <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
