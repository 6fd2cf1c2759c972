import type { TRaceCard, TRaceCardEntry } from '@galope/contracts';
import { ArrowRight, Clock, MapPin, PlayCircle, Star, Timer, Trophy, Video, VideoOff } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';

import { BoardCard } from '@/components/board-card';
import { OddsValue } from '@/components/odds-value';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/format/cn';
import { formatDayTime } from '@/lib/format/format-date';
import { useConditionName, useSurfaceName } from '@/lib/format/use-condition-name';
import { useTimeZone } from '@/lib/preferences/use-time-zone';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { entryOdds, isFavourite, raceWinner, topRunners } from '../race-runners';
import { Countdown } from './countdown';
import { CountryBadge } from './country-badge';
import { NoOddsYet } from './no-odds-yet';
import { OddsLabelBadge } from './odds-label-badge';
import { PositionBadge } from './position-badge';
import { RaceStatusBadge } from './race-status-badge';
import { SelectableRunner } from './selectable-runner';

/**
 * A race on the board (spec §2 "Race card"). Memoised: an odds frame patches one race of a list, so
 * only that card renders again.
 */
export const RaceCard = memo(function RaceCard({ race }: { race: TRaceCard }) {
  const { t, i18n } = useLightTranslation();
  const timeZone = useTimeZone();
  const surfaceName = useSurfaceName();
  const conditionName = useConditionName();
  const runners = topRunners(race);
  const winner = race.status === 'finished' ? raceWinner(race) : undefined;
  const facts = [
    race.distance !== null ? t('race.meters', { meters: race.distance.toLocaleString(i18n.language) }) : null,
    surfaceName(race.surface),
    conditionName('category', race.category),
  ].filter(Boolean);
  const cta = race.status === 'finished' ? 'results' : race.status === 'live' ? 'watch' : 'details';
  const headingId = `race-${race.id}-name`;
  const startsInId = `race-${race.id}-starts-in`;

  return (
    <BoardCard
      live={race.status === 'live'}
      aria-labelledby={headingId}
      className="gap-4"
      data-race-id={race.id}
      data-status={race.status}
    >
      <header className="grid grid-cols-1 gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <p className="min-w-0 text-sm font-semibold break-words text-brand">{race.racetrack.name}</p>
          <RaceStatusBadge status={race.status} hasReplay={race.hasReplay} />
        </div>
        <h3 id={headingId} className="text-base leading-snug font-extrabold">
          {race.name}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
          <CountryBadge country={race.racetrack.country} />
          {race.racetrack.location ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{race.racetrack.location}</span>
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {facts.length > 0 ? <span className="font-medium text-foreground/80">{facts.join(' · ')}</span> : null}
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            <time dateTime={race.scheduledTime}>{formatDayTime(race.scheduledTime, i18n.language, timeZone)}</time>
          </span>
        </div>
      </header>

      {race.status === 'scheduled' ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-primary-soft px-3 py-2 text-brand">
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold">
            <Timer className="size-4" aria-hidden />
            <span id={startsInId}>{t('race.startsIn')}</span>
          </span>
          <Countdown
            to={race.scheduledTime}
            labelledBy={startsInId}
            className="font-mono text-lg font-black tabular-nums"
          />
        </div>
      ) : null}

      <VideoStrip race={race} />

      {runners.length > 0 ? (
        <div className="grid grid-cols-1 gap-1.5">
          <p className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
            {race.status === 'finished' ? t('race.results') : t('race.topRunners')}
          </p>
          <ul className="grid grid-cols-1 gap-1.5">
            {runners.map((entry) => (
              <RunnerRow key={entry.id} race={race} entry={entry} />
            ))}
          </ul>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
          {t('race.noRunners')}
        </p>
      )}

      {winner ? (
        <div className="flex items-center gap-3 rounded-xl border border-amber-400/50 bg-amber-400/10 px-3 py-2.5">
          <Trophy className="size-5 shrink-0 text-amber-500" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="text-[11px] font-bold tracking-wide text-amber-700 uppercase dark:text-amber-300">
              {t('race.winner')}
            </p>
            <p className="font-extrabold break-words">{winner.horse.name}</p>
            {winner.jockey.name ? <p className="truncate text-xs text-muted-foreground">{winner.jockey.name}</p> : null}
          </div>
          <OddsValue odds={entryOdds(winner)} />
        </div>
      ) : null}

      <Button asChild variant={race.status === 'live' ? 'primary' : 'outline'} className="mt-auto w-full">
        <Link to={`/race/${race.id}`}>
          {t(`race.cta.${cta}`)}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </BoardCard>
  );
});

function RunnerRow({ race, entry }: { race: TRaceCard; entry: TRaceCardEntry }) {
  const { t } = useLightTranslation();
  const odds = entryOdds(entry);
  const favourite = isFavourite(race, entry);
  return (
    <SelectableRunner
      race={race}
      entry={entry}
      className="flex w-full items-center gap-2.5 rounded-xl border px-2.5 py-2"
      idleClassName="border-transparent bg-muted/50"
      pressableClassName="transition-colors hover:border-primary/60 hover:bg-primary-soft/60"
      selectedClassName="border-primary bg-primary-soft"
    >
      {() => (
        <>
          <PositionBadge
            finishPosition={race.status === 'finished' ? entry.finishPosition : null}
            postPosition={entry.postPosition}
            className="size-7"
          />
          <span className="min-w-0 flex-1 text-left">
            <span className="flex items-center gap-1">
              {/* Wrapped, not cut: a horse's name is what the player picks it by (decision 021). */}
              <span className="min-w-0 text-sm leading-tight font-bold break-words">{entry.horse.name}</span>
              {favourite ? (
                <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-500" aria-label={t('race.favourite')} />
              ) : null}
            </span>
            {entry.jockey.name ? (
              <span className="block truncate text-xs text-muted-foreground">{entry.jockey.name}</span>
            ) : null}
          </span>
          <span className="flex shrink-0 flex-col items-end gap-0.5">
            {odds === null && race.status !== 'finished' ? (
              <NoOddsYet />
            ) : (
              <>
                <OddsValue odds={odds} className="text-sm" />
                {race.status !== 'finished' ? <OddsLabelBadge odds={odds} /> : null}
              </>
            )}
          </span>
        </>
      )}
    </SelectableRunner>
  );
}

/** How the video strip's link to the race's page looks, for a live stream or for a replay. */
const VIDEO_LINKS = {
  live: {
    link: 'bg-gradient-to-r from-red-600 to-rose-500 text-white transition-opacity hover:opacity-90',
    Icon: PlayCircle,
    icon: 'size-7',
    title: 'font-extrabold',
    provider: 'opacity-90',
  },
  replay: {
    link: 'bg-muted transition-colors hover:bg-border',
    Icon: Video,
    icon: 'size-6 text-brand',
    title: 'font-bold',
    provider: 'text-muted-foreground',
  },
} as const;

function VideoStrip({ race }: { race: TRaceCard }) {
  const { t } = useLightTranslation();
  const provider = race.videoProvider ? t('race.video.by', { provider: race.videoProvider }) : null;
  const video =
    race.status === 'live' && race.hasLiveStream
      ? 'live'
      : race.status === 'finished' && race.hasReplay
        ? 'replay'
        : null;
  if (video) {
    const look = VIDEO_LINKS[video];
    return (
      <Link
        to={`/race/${race.id}`}
        className={cn('flex items-center gap-3 rounded-xl px-3 py-2.5', look.link)}
        data-video={video}
      >
        <look.Icon className={cn('shrink-0', look.icon)} aria-hidden />
        <span className="min-w-0">
          <span className={cn('block text-sm', look.title)}>{t(`race.video.${video}`)}</span>
          {provider ? <span className={cn('block truncate text-xs', look.provider)}>{provider}</span> : null}
        </span>
      </Link>
    );
  }
  return (
    <div
      className="flex items-center gap-2 rounded-xl border border-dashed border-border px-3 py-2 text-xs text-muted-foreground"
      data-video="none"
    >
      {race.status === 'scheduled' ? (
        <Video className="size-4 shrink-0" aria-hidden />
      ) : (
        <VideoOff className="size-4 shrink-0" aria-hidden />
      )}
      {race.status === 'scheduled' ? t('race.video.soon') : t('race.video.none')}
    </div>
  );
}
