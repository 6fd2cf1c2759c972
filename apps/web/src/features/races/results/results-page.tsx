import type { TResultEvent, TResultRace, TResultsResponse } from '@galope/contracts';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { OddsValue } from '@/components/odds-value';
import { RestrictionBanner } from '@/components/restriction-banner';
import { SportIcon } from '@/components/sport-icon';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { QueryLoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate, formatTime } from '@/lib/format/format-date';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { PositionBadge } from '../components/position-badge';
import { ProgramNumber } from '../components/program-number';
import { DividendList } from '../tote/dividend-list';
import { useDayResults } from './get-day-results';
import { addDays, siteToday, validDay } from './site-day';

type Kind = 'races' | 'sports';

/**
 * /results: one day of the site's calendar at a time (today by default, the day in the URL's `date`),
 * its finished races with what they paid and its finished sport events with their scores. Readable during
 * a pause, under the pause's banner: nothing here places a bet.
 */
export function ResultsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = siteToday();
  const date = validDay(params.get('date'), today) ?? today;
  const kind: Kind = params.get('kind') === 'sports' ? 'sports' : 'races';
  const racetrack = params.get('racetrack') ?? '';
  const query = useDayResults(date, date === today);
  const dateId = useId();
  const trackId = useId();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  // A racetrack of one day is not another's: changing the day clears the filter.
  const goTo = (day: string) => update({ date: day === today ? null : day, racetrack: null });

  const data = query.data?.date === date ? query.data : undefined;
  const races = data?.races.filter((race) => !racetrack || String(race.racetrack.id) === racetrack) ?? [];

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-8">
      <RestrictionBanner className="mb-4" />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black tracking-tight">{t('results.title')}</h1>
          <p className="text-sm text-muted-foreground first-letter:uppercase">{formatDate(date, i18n.language)}</p>
        </div>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('results.previousDay')}
            onClick={() => goTo(addDays(date, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <label htmlFor={dateId} className="sr-only">
              {t('results.date')}
            </label>
            <Input
              id={dateId}
              type="date"
              value={date}
              max={today}
              min="1900-01-01"
              onChange={(event) => {
                const day = validDay(event.target.value, today);
                if (day) goTo(day);
              }}
            />
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('results.nextDay')}
            disabled={date >= today}
            onClick={() => goTo(addDays(date, 1))}
          >
            <ChevronRight aria-hidden />
          </Button>
          {date !== today ? (
            <Button variant="secondary" onClick={() => goTo(today)}>
              {t('results.today')}
            </Button>
          ) : null}
        </div>
      </div>

      <Tabs value={kind} onValueChange={(value) => update({ kind: value === 'sports' ? 'sports' : null })}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label={t('results.kinds')}>
            <TabsTrigger value="races">{t('results.races')}</TabsTrigger>
            <TabsTrigger value="sports">{t('results.sports')}</TabsTrigger>
          </TabsList>
          {kind === 'races' ? (
            <div className="flex w-full items-center gap-2 sm:w-64">
              <label htmlFor={trackId} className="sr-only">
                {t('results.racetrack')}
              </label>
              <NativeSelect
                id={trackId}
                className="w-full"
                value={racetrack}
                onChange={(event) => update({ racetrack: event.target.value })}
                options={(data?.racetracks ?? []).map((track) => ({ value: String(track.id), label: track.name }))}
              >
                <option value="">{t('results.allRacetracks')}</option>
              </NativeSelect>
            </div>
          ) : null}
        </div>
        <TabsContent value="races">
          <DayState query={query} data={data} empty={races.length === 0}>
            <div className="grid gap-4">
              {races.map((race) => (
                <RaceResult key={race.id} race={race} />
              ))}
            </div>
          </DayState>
        </TabsContent>
        <TabsContent value="sports">
          <DayState query={query} data={data} empty={(data?.events.length ?? 0) === 0}>
            <ul className="grid gap-3 md:grid-cols-2">
              {data?.events.map((event) => (
                <EventResult key={event.id} event={event} />
              ))}
            </ul>
          </DayState>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Loading, error and empty for either tab; the tab's list once the day's answer is in. */
function DayState({
  query,
  data,
  empty,
  children,
}: {
  query: ReturnType<typeof useDayResults>;
  data: TResultsResponse | undefined;
  empty: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && !data) {
    return <QueryLoadError query={query} message={t('results.loadError')} retryLabel={t('results.retry')} />;
  }
  if (!data) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('results.loading')}>
        {[0, 1].map((index) => (
          <div key={index} className="grid gap-3 rounded-2xl border border-border bg-card p-4">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-24 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (empty) return <EmptyState icon={<CalendarX2 />} title={t('results.empty')} />;
  return children;
}

function RaceResult({ race }: { race: TResultRace }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const byEntry = new Map(race.runners.map((runner) => [runner.entryId, runner]));
  const { dividends, refunds } = race.tote;
  return (
    <article
      aria-labelledby={`result-${race.id}`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{race.racetrack.name}</p>
          <h2 id={`result-${race.id}`} className="text-lg font-extrabold break-words">
            <Link to={`/race/${race.id}`} className="hover:underline focus-visible:underline">
              {race.name}
            </Link>
          </h2>
        </div>
        <time dateTime={race.scheduledTime} className="text-sm font-semibold tabular-nums">
          {formatTime(race.scheduledTime, i18n.language, timeZone)}
        </time>
      </header>
      <div>
        <p className="text-right text-xs font-semibold text-muted-foreground" aria-hidden>
          {t('results.paysPerOne')}
        </p>
        {/* Fixed columns: a long name wraps inside its own, the prices never push the card past a phone's edge. */}
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t('results.orderOf', { race: race.name })}</caption>
          <thead>
            <tr className="border-b border-border text-[11px] text-muted-foreground sm:text-xs">
              <th scope="col" className="w-9 py-1 text-left font-semibold">
                <span className="sr-only">{t('results.position')}</span>
              </th>
              <th scope="col" className="py-1 text-left font-semibold">
                {t('results.horse')}
              </th>
              <th scope="col" className="hidden w-24 py-1 text-right font-semibold sm:table-cell">
                {t('results.finalOdds')}
              </th>
              {(['win', 'place', 'show'] as const).map((type) => (
                <th key={type} scope="col" className="w-14 py-1 pl-1 text-right font-semibold sm:w-24 sm:pl-2">
                  {t(`results.${type}`)}
                  <span className="sr-only"> ({t('results.paysPerOne')})</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {race.runners.map((runner) => (
              <tr key={runner.entryId}>
                <td className="py-2 pr-1">
                  <PositionBadge finishPosition={runner.finishPosition} postPosition={null} className="size-7" />
                </td>
                <th scope="row" className="py-2 text-left font-normal">
                  <span className="flex items-start gap-1.5">
                    <ProgramNumber number={runner.number} className="mt-0.5" />
                    <span className="min-w-0 font-bold [overflow-wrap:anywhere]">{runner.horseName}</span>
                  </span>
                  <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {runner.jockeyName}
                    {/* On a phone the final odds sit under the name: no room for their own column. */}
                    <span className="sm:hidden">
                      {runner.jockeyName ? ' · ' : null}
                      {t('results.finalOdds')} <OddsValue odds={runner.finalOdds} secondary={false} className="p-0" />
                    </span>
                  </span>
                </th>
                <td className="hidden py-2 text-right sm:table-cell">
                  <OddsValue odds={runner.finalOdds} secondary={false} className="px-0" />
                </td>
                {(['win', 'place', 'show'] as const).map((type) => (
                  <td
                    key={type}
                    className="py-2 pl-1 text-right font-mono text-xs font-bold tabular-nums sm:pl-2 sm:text-sm"
                  >
                    {runner.pays[type] ?? <span className="text-muted-foreground">—</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dividends.length > 0 || refunds.length > 0 ? (
        <section aria-label={t('results.dividends')} className="rounded-xl bg-muted/50 p-3">
          <h3 className="text-sm font-extrabold">{t('results.dividends')}</h3>
          <DividendList
            tote={race.tote}
            runner={(entryId) => {
              const runner = byEntry.get(entryId);
              return runner ? { number: runner.number, name: runner.horseName } : undefined;
            }}
            formatDividend={(dividend) => dividend}
            rowClassName="py-1.5"
          />
          <p className="text-xs text-muted-foreground">{t('tote.perOne')}</p>
        </section>
      ) : null}
    </article>
  );
}

function EventResult({ event }: { event: TResultEvent }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const score = (value: number | null) => (value === null ? '–' : String(value));
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="flex min-w-0 items-center gap-1.5">
          <SportIcon sport={event.sport} className="size-4 shrink-0" />
          <span className="truncate">{event.tournament ?? event.sport}</span>
        </span>
        <time dateTime={event.scheduledTime} className="tabular-nums">
          {formatTime(event.scheduledTime, i18n.language, timeZone)}
        </time>
      </div>
      <Link
        to={`/event/${event.id}`}
        className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t('results.score', {
          home: event.homeTeam,
          away: event.awayTeam,
          homeScore: score(event.homeScore),
          awayScore: score(event.awayScore),
        })}
      >
        <span className="font-bold break-words">{event.homeTeam}</span>
        <span className="text-right font-mono text-lg font-black tabular-nums">{score(event.homeScore)}</span>
        <span className="font-bold break-words">{event.awayTeam}</span>
        <span className="text-right font-mono text-lg font-black tabular-nums">{score(event.awayScore)}</span>
      </Link>
    </li>
  );
}
