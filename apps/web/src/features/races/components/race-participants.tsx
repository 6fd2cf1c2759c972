import { toFractionalOdds, type TRaceEntryResponse, type TRaceResponse } from '@galope/contracts';
import { Check, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { OddsValue } from '@/components/odds-value';
import { cn } from '@/lib/format/cn';

import { entryOdds, isFavourite, sortedEntries } from '../race-runners';
import { isSelectable } from '../use-race-selection';
import { NoOddsYet } from './no-odds-yet';
import { PositionBadge } from './position-badge';
import { ProgramNumber } from './program-number';
import { SelectableRunner } from './selectable-runner';

const GRID =
  'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-x-3 md:grid-cols-[2.5rem_minmax(0,1.4fr)_minmax(0,1fr)_10rem]';

/** The race page's runners (spec §2): finished races list the finishing order first. */
export function RaceParticipants({ race }: { race: TRaceResponse }) {
  const { t } = useTranslation();
  const finished = race.status === 'finished';
  const entries = finished
    ? [...race.entries].sort(
        (a, b) =>
          (a.finishPosition ?? Number.MAX_SAFE_INTEGER) - (b.finishPosition ?? Number.MAX_SAFE_INTEGER) ||
          (a.postPosition ?? 0) - (b.postPosition ?? 0),
      )
    : sortedEntries(race);

  return (
    <section aria-labelledby="participants-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="participants-heading" className="text-lg font-extrabold">
          {t('racePage.participants')}{' '}
          <span className="text-sm font-semibold text-muted-foreground">
            ({t('race.runnersCount', { count: race.entries.length })})
          </span>
        </h2>
        <p className="text-xs text-muted-foreground">
          {race.status !== 'scheduled'
            ? t('racePage.closedHint')
            : race.entries.some((entry) => isSelectable(race, entry))
              ? t('racePage.selectHint')
              : t('racePage.noOddsHint')}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
          {t('race.noRunners')}
        </p>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          <div
            className={cn(
              GRID,
              'border-b border-border bg-muted/60 px-3 py-2 text-[11px] font-bold tracking-wide text-muted-foreground uppercase',
            )}
            aria-hidden
          >
            <span>{t('racePage.columns.post')}</span>
            <span>{t('racePage.columns.horse')}</span>
            <span className="hidden md:block">{t('racePage.columns.jockey')}</span>
            <span className="text-right">{t('racePage.columns.odds')}</span>
          </div>
          <ul className="divide-y divide-border">
            {entries.map((entry) => (
              <ParticipantRow key={entry.id} race={race} entry={entry} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function ParticipantRow({ race, entry }: { race: TRaceResponse; entry: TRaceEntryResponse }) {
  const { t } = useTranslation();
  const odds = entryOdds(entry);
  const details = [
    entry.horse.age !== null ? t('racePage.age', { count: entry.horse.age }) : null,
    entry.horse.trainer ? `${t('racePage.columns.trainer')}: ${entry.horse.trainer}` : null,
  ].filter(Boolean);

  return (
    <SelectableRunner
      race={race}
      entry={entry}
      className={cn(GRID, 'w-full px-3 py-3', entry.scratched && 'bg-muted/40')}
      pressableClassName="transition-colors hover:bg-primary-soft/60 focus-visible:outline-offset-[-2px]"
      selectedClassName="bg-primary-soft"
    >
      {(selected) => (
        <>
          <span className="flex justify-center">
            {selected ? (
              <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Check className="size-4" aria-hidden />
              </span>
            ) : (
              <PositionBadge
                finishPosition={race.status === 'finished' ? entry.finishPosition : null}
                postPosition={entry.postPosition}
              />
            )}
          </span>
          <span className="min-w-0 text-left">
            <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
              <ProgramNumber number={entry.number} />
              <span className={cn('font-bold', entry.scratched && 'text-muted-foreground line-through')}>
                {entry.horse.name}
              </span>
              {isFavourite(race, entry) ? (
                <Star className="size-3.5 fill-amber-400 text-amber-500" aria-label={t('race.favourite')} />
              ) : null}
              {entry.scratched ? (
                <span className="rounded-full bg-destructive/15 px-2 py-0.5 text-[11px] font-bold text-destructive">
                  {t('race.scratched')}
                </span>
              ) : null}
            </span>
            {details.length > 0 ? (
              <span className="block truncate text-xs text-muted-foreground">{details.join(' · ')}</span>
            ) : null}
            <span className="block truncate text-xs text-muted-foreground md:hidden">
              {t('racePage.columns.jockey')}: {entry.jockey.name ?? '—'}
            </span>
            {race.status === 'finished' && entry.finishTime ? (
              <span className="block text-xs text-muted-foreground">
                {t('racePage.finishTime', { time: entry.finishTime })}
              </span>
            ) : null}
          </span>
          <span className="hidden min-w-0 truncate text-sm md:block">
            <span className="sr-only">{t('racePage.columns.jockey')}: </span>
            {entry.jockey.name ?? '—'}
          </span>
          <span className="flex flex-col items-end gap-0.5 text-right">
            {entry.scratched ? (
              <span className="text-sm text-muted-foreground">—</span>
            ) : odds === null && race.status !== 'finished' ? (
              <NoOddsYet />
            ) : (
              <>
                <OddsValue odds={odds} className="text-sm" />
                {entry.morningLineOdds ? (
                  <span className="text-[11px] text-muted-foreground">
                    {t('racePage.ml', { odds: toFractionalOdds(entry.morningLineOdds) })}
                  </span>
                ) : null}
              </>
            )}
          </span>
        </>
      )}
    </SelectableRunner>
  );
}
