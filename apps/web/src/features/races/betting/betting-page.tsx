import {
  formatUsd,
  RACE_BET_TYPES,
  toFractionalOdds,
  type TRaceBetType,
  type TRaceEntryResponse,
  type TRaceResponse,
} from '@galope/contracts';
import {
  ArrowDown,
  ArrowRight,
  ArrowUp,
  CircleAlert,
  Clock,
  Flag,
  LoaderCircle,
  MapPinned,
  RefreshCw,
  Timer,
  TriangleAlert,
} from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CountryFlag } from '@/components/country-flag';
import { FilterMenu } from '@/components/filter-menu';
import { MoreCards } from '@/components/more-cards';
import { OddsValue } from '@/components/odds-value';
import { RenderLater } from '@/components/render-later';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { betAmounts, useBetMessage } from '@/features/bet-slip';
import { cn } from '@/lib/cn';
import { formatDayTime, formatTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatOdds } from '@/lib/format-odds';
import { useRaceSubscriptions } from '@/lib/live-socket-provider';
import { useIsMobile } from '@/lib/use-media-query';
import { useOddsFormat } from '@/lib/use-odds-format';
import { useRevealOnScroll } from '@/lib/use-reveal-on-scroll';
import { useTimeZone } from '@/lib/use-time-zone';

import { useLiveRaces } from '../api/get-live-races';
import { useUpcomingRaces } from '../api/get-upcoming-races';
import { BETTING_LIVE_REFRESH, BETTING_UPCOMING_REFRESH } from '../api/refresh-times';
import { Countdown } from '../components/countdown';
import { CountryFilter, matchesCountry } from '../components/country-filter';
import { NoOddsYet } from '../components/no-odds-yet';
import { PositionBadge } from '../components/position-badge';
import { RaceStatusBadge } from '../components/race-status-badge';
import { entryOdds, sortedEntries } from '../race-runners';
import { useRowBets } from '../use-row-bets';

/** Spec §9: the desktop race bar shows the first 8 races. */
const DESKTOP_RACES = 8;
const BET_TYPES = RACE_BET_TYPES;
/** A phone renders this many race cards at first, more as the player scrolls (issue 11). */
const PHONE_RACES = 8;

type RowBets = ReturnType<typeof useRowBets>;

/** /betting: races open for betting (and those running now), filtered by country and racetrack. */
export function BettingPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const live = useLiveRaces(BETTING_LIVE_REFRESH);
  const upcoming = useUpcomingRaces(BETTING_UPCOMING_REFRESH);
  const [country, setCountry] = useState<string | null>(null);
  const [track, setTrack] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const bets = useRowBets();

  // Races still open for betting first (soonest first), then the ones running now.
  const races = useMemo(() => [...(upcoming.data ?? []), ...(live.data ?? [])], [live.data, upcoming.data]);
  const inCountry = races.filter((race) => matchesCountry(race, country));
  const tracks = countTracks(inCountry);
  const activeTrack = track !== null && tracks.some((item) => item.name === track) ? track : null;
  const shown = inCountry.filter((race) => activeTrack === null || race.racetrack.name === activeTrack);
  const desktopRaces = shown.slice(0, DESKTOP_RACES);
  const selected = desktopRaces.find((race) => race.id === selectedId) ?? desktopRaces[0];

  // A phone's list watches the cards it has rendered (PhoneRaces).
  useRaceSubscriptions(isMobile ? [] : desktopRaces.map((race) => race.id));

  const isPending = live.isPending || upcoming.isPending;
  const isError = live.isError || upcoming.isError;

  return (
    <div className="mx-auto grid grid-cols-1 w-full max-w-7xl gap-6 px-4 py-6 md:py-8" data-testid="betting-page">
      <title>{`${t('betting.title')} · Galope`}</title>
      <header className="grid grid-cols-1 gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-black md:text-3xl">
          <Flag className="size-6 text-brand" aria-hidden />
          {t('betting.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('betting.subtitle')}</p>
      </header>

      <div className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:flex lg:items-center">
        <CountryFilter
          races={races}
          value={country}
          onChange={(next) => {
            setCountry(next);
            setTrack(null);
          }}
          testId="betting-country"
          showTotal={false}
        />
        <FilterMenu
          label={t('betting.racetrack')}
          allLabel={t('betting.allTracks')}
          allIcon={<MapPinned className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
          total={inCountry.length}
          options={tracks.map(({ name, country: trackCountry, count }) => ({
            value: name,
            label: name,
            count,
            icon: <CountryFlag country={trackCountry} />,
          }))}
          value={activeTrack}
          onChange={setTrack}
          testId="betting-track"
        />
      </div>

      {isPending ? (
        <BettingSkeleton />
      ) : isError && races.length === 0 ? (
        <EmptyState
          icon={<TriangleAlert />}
          title={t('betting.loadError')}
          action={
            <Button
              variant="outline"
              onClick={() => {
                void live.refetch();
                void upcoming.refetch();
              }}
            >
              <RefreshCw aria-hidden />
              {t('board.loadError.retry')}
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={<Flag />} title={t('betting.empty')} description={t('betting.emptyHint')} />
      ) : isMobile ? (
        // A new filter starts the list at its first page again. Mounted in time slices when the races
        // arrive (RenderLater): the open card's inputs are a long task on a phone otherwise.
        <RenderLater fallback={<BettingSkeleton />}>
          <PhoneRaces key={`${country ?? ''}|${activeTrack ?? ''}`} races={shown} bets={bets} />
        </RenderLater>
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <div
            role="group"
            aria-label={t('betting.races')}
            className="grid grid-cols-2 gap-2 lg:grid-cols-4"
            data-testid="betting-race-buttons"
          >
            {desktopRaces.map((race) => (
              <RaceButton
                key={race.id}
                race={race}
                selected={race.id === selected?.id}
                onSelect={() => setSelectedId(race.id)}
              />
            ))}
          </div>
          {selected ? (
            <section
              aria-labelledby={`betting-race-${selected.id}`}
              className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
              data-testid="betting-selected-race"
              data-race-id={selected.id}
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
              <EntriesTable race={selected} bets={bets} />
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** At 375 px: one collapsible card per race, the first open, a page of cards at a time. */
function PhoneRaces({ races, bets }: { races: TRaceResponse[]; bets: RowBets }) {
  const { t } = useTranslation();
  const reveal = useRevealOnScroll('betting-races', races.length, PHONE_RACES);
  const rendered = races.slice(0, reveal.shown);
  useRaceSubscriptions(rendered.map((race) => race.id));
  return (
    <section aria-labelledby="betting-races-heading" className="grid grid-cols-1 gap-3">
      <h2 id="betting-races-heading" className="sr-only">
        {t('betting.races')}
      </h2>
      <Accordion
        type="single"
        collapsible
        defaultValue={String(races[0]?.id)}
        className="grid grid-cols-1 gap-3"
        data-testid="betting-race-cards"
      >
        {/* The first (open) card at once, the others just after (RenderLater). */}
        {rendered.slice(0, 1).map((race) => (
          <PhoneRaceCard key={race.id} race={race} bets={bets} />
        ))}
        <RenderLater>
          {rendered.slice(1).map((race) => (
            <PhoneRaceCard key={race.id} race={race} bets={bets} />
          ))}
        </RenderLater>
      </Accordion>
      {/* With the cards after the first: near the screen before they are, it would add a page at once. */}
      <RenderLater>
        <MoreCards reveal={reveal} />
      </RenderLater>
    </section>
  );
}

function PhoneRaceCard({ race, bets }: { race: TRaceResponse; bets: RowBets }) {
  return (
    <AccordionItem value={String(race.id)} data-testid="betting-race-card" data-race-id={race.id}>
      <AccordionTrigger>
        <RaceSummary race={race} />
      </AccordionTrigger>
      <AccordionContent>
        <EntryCards race={race} bets={bets} />
      </AccordionContent>
    </AccordionItem>
  );
}

function countTracks(races: readonly TRaceResponse[]) {
  const tracks = new Map<string, { name: string; country: string | null; count: number }>();
  for (const race of races) {
    const current = tracks.get(race.racetrack.name);
    if (current) current.count += 1;
    else tracks.set(race.racetrack.name, { name: race.racetrack.name, country: race.racetrack.country, count: 1 });
  }
  return [...tracks.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function RaceButton({ race, selected, onSelect }: { race: TRaceResponse; selected: boolean; onSelect: () => void }) {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={cn(
        'grid min-w-0 grid-cols-1 gap-1 rounded-xl border px-3 py-2.5 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected ? 'border-primary bg-primary-soft' : 'border-border bg-card hover:border-primary/50 hover:bg-muted',
      )}
      data-testid="betting-race-button"
      data-race-id={race.id}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-1.5 text-xs font-semibold text-muted-foreground">
          <CountryFlag country={race.racetrack.country} />
          <span className="truncate">{formatTime(race.scheduledTime, i18n.language, timeZone)}</span>
        </span>
        {race.status === 'live' ? (
          <span className="size-2 shrink-0 animate-pulse rounded-full bg-red-500" aria-hidden />
        ) : null}
      </span>
      <span className={cn('truncate text-sm font-bold', selected && 'text-brand')}>{race.racetrack.name}</span>
      <span className="truncate text-xs text-muted-foreground">{race.name}</span>
    </button>
  );
}

/** Memoised: an odds frame for one race renders that race's summary again, not every card's. */
const RaceSummary = memo(function RaceSummary({ race, headingId }: { race: TRaceResponse; headingId?: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <div className="grid grid-cols-1 min-w-0 flex-1 gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex min-w-0 items-center gap-1.5 text-sm font-semibold text-brand">
          <CountryFlag country={race.racetrack.country} />
          <span className="truncate">{race.racetrack.name}</span>
        </span>
        <RaceStatusBadge status={race.status} />
      </div>
      <p id={headingId} className="font-extrabold">
        {race.name}
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {formatDayTime(race.scheduledTime, i18n.language, timeZone)}
        </span>
        {race.distance !== null ? (
          <span>{t('race.meters', { meters: race.distance.toLocaleString(i18n.language) })}</span>
        ) : null}
        {race.status === 'scheduled' ? (
          <span className="inline-flex items-center gap-1 font-semibold text-brand">
            <Timer className="size-3.5" aria-hidden />
            <Countdown to={race.scheduledTime} className="font-mono tabular-nums" />
          </span>
        ) : null}
      </p>
    </div>
  );
});

/** A runner with no price yet is shown, not offered: there is nothing to bet at. */
function isPriceless(entry: TRaceEntryResponse): boolean {
  return entryOdds(entry) === null;
}

function OddsCell({ entry }: { entry: TRaceEntryResponse }) {
  const { t } = useTranslation();
  if (isPriceless(entry)) return <NoOddsYet />;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <OddsValue odds={entryOdds(entry)} className="px-0 text-sm" />
      {entry.morningLineOdds ? (
        <span className="text-[11px] text-muted-foreground" data-testid="morning-line">
          {t('racePage.ml', { odds: toFractionalOdds(entry.morningLineOdds) })}
        </span>
      ) : null}
    </span>
  );
}

function AmountInput({
  race,
  entry,
  type,
  bets,
  className,
}: {
  race: TRaceResponse;
  entry: TRaceEntryResponse;
  type: TRaceBetType;
  bets: RowBets;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const { odds, change } = bets.cellPrice(entry, type);
  const value = bets.amount(entry.id, type);
  const amounts = betAmounts(value, odds);
  const invalid = bets.error(entry.id)?.kind === 'invalidStake' && value.trim() !== '' && amounts === null;
  return (
    <span className="grid grid-cols-1 gap-0.5">
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        value={value}
        onChange={(event) => bets.setAmount(entry.id, type, event.target.value)}
        disabled={race.status !== 'scheduled' || bets.isPlacing(entry.id)}
        aria-label={t('betting.amount', { type: t(`betting.columns.${type}`), horse: entry.horse.name })}
        aria-invalid={invalid || undefined}
        className={cn('h-9 min-w-0 text-right tabular-nums', className)}
        data-testid={`bet-input-${type}`}
      />
      <span
        className={cn(
          'text-right text-[11px] tabular-nums',
          change ? 'font-bold text-warning' : 'text-muted-foreground',
        )}
        data-testid={`bet-price-${type}`}
        data-odds={odds}
      >
        {amounts
          ? t('betting.returns', { amount: formatUsd(amounts.winningsCents) })
          : t('betting.at', { odds: formatOdds(odds, format) })}
      </span>
    </span>
  );
}

/** A row's 'Apostar': enabled once one of its amounts is filled in, while the race is open. */
function RowSubmit({
  race,
  entry,
  bets,
  className,
}: {
  race: TRaceResponse;
  entry: TRaceEntryResponse;
  bets: RowBets;
  className?: string;
}) {
  const { t } = useTranslation();
  const filled = BET_TYPES.some((type) => bets.amount(entry.id, type).trim() !== '');
  const awaiting = BET_TYPES.some((type) => bets.cellPrice(entry, type).change?.accepted === false);
  const placing = bets.isPlacing(entry.id);
  return (
    <Button
      size="sm"
      onClick={() => bets.placeRow(race, entry)}
      disabled={race.status !== 'scheduled' || !filled || awaiting || bets.isBusy}
      aria-label={t('betting.submitFor', { horse: entry.horse.name })}
      className={className}
      data-testid="betting-submit"
    >
      {placing ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {t('betting.submit')}
    </Button>
  );
}

/** Under a row: the total and winnings of its amounts, a changed price to accept, the last refusal. */
function RowMessages({
  entry,
  bets,
  inTable = false,
}: {
  entry: TRaceEntryResponse;
  bets: RowBets;
  inTable?: boolean;
}) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const betMessage = useBetMessage();
  const error = bets.error(entry.id);
  const changes = BET_TYPES.flatMap((type) => {
    const { odds, change } = bets.cellPrice(entry, type);
    return change && !change.accepted ? [{ type, odds, change }] : [];
  });
  const totals = BET_TYPES.reduce(
    (sum, type) => {
      const amounts = betAmounts(bets.amount(entry.id, type), bets.cellPrice(entry, type).odds);
      return amounts ? { stake: sum.stake + amounts.stakeCents, winnings: sum.winnings + amounts.winningsCents } : sum;
    },
    { stake: 0, winnings: 0 },
  );
  if (!error && changes.length === 0 && totals.stake === 0) return null;
  const content = (
    <div className="grid grid-cols-1 gap-2" data-testid="betting-row-messages">
      {totals.stake > 0 ? (
        <p className="text-xs text-muted-foreground" data-testid="betting-row-total">
          {t('betting.rowTotal', { stake: formatUsd(totals.stake), winnings: formatUsd(totals.winnings) })}
        </p>
      ) : null}
      {changes.map(({ type, odds, change }) => (
        <div
          key={type}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-xs"
          role="status"
          data-testid="betting-price-changed"
          data-type={type}
        >
          {change.direction === 'up' ? (
            <ArrowUp className="size-3.5 text-warning" aria-hidden />
          ) : (
            <ArrowDown className="size-3.5 text-warning" aria-hidden />
          )}
          <span className="font-bold text-warning">
            {t(`betting.columns.${type}`)} · {t('betSlip.priceChanged')}
          </span>
          <span className="tabular-nums">
            {t('betSlip.priceChangedFromTo', {
              from: formatOdds(change.previous, format),
              to: formatOdds(odds, format),
            })}
          </span>
          <Button
            size="sm"
            variant="outline"
            className="ml-auto h-7 border-warning/60"
            onClick={() => bets.acceptPrice(entry.id, type)}
            data-testid="betting-accept-price"
          >
            {t('betSlip.acceptPrice')}
          </Button>
        </div>
      ))}
      {error ? (
        <p className="flex items-start gap-1.5 text-xs font-semibold text-destructive" data-testid="betting-row-error">
          <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            {error.kind === 'invalidStake'
              ? t('bets.invalidAmount')
              : [
                  betMessage(error.message),
                  error.balance ? t('bets.balanceNow', { balance: formatMoney(error.balance) }) : null,
                ]
                  .filter(Boolean)
                  .join(' ')}
          </span>
        </p>
      ) : null}
    </div>
  );
  if (!inTable) return content;
  return (
    <tr>
      <td colSpan={8} className="px-4 pb-3">
        {content}
      </td>
    </tr>
  );
}

function RaceClosedNote({ race }: { race: TRaceResponse }) {
  const { t } = useTranslation();
  if (race.status === 'scheduled') return null;
  return (
    <p className="border-t border-border p-4 text-xs text-muted-foreground" data-testid="betting-closed">
      {t('betting.closed')}
    </p>
  );
}

function ScratchedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex rounded-full bg-destructive/15 px-2 py-0.5 text-[11px] font-bold text-destructive"
      data-testid="scratched"
    >
      {t('race.scratched')}
    </span>
  );
}

type EntriesProps = { race: TRaceResponse; bets: RowBets };

function EntriesTable({ race, bets }: EntriesProps) {
  const { t } = useTranslation();
  const entries = sortedEntries(race);
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="betting-entries">
          <thead className="bg-muted/60 text-[11px] font-bold tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="w-14 px-4 py-2 text-left">
                {t('betting.columns.post')}
              </th>
              <th scope="col" className="px-2 py-2 text-left">
                {t('betting.columns.horse')}
              </th>
              <th scope="col" className="px-2 py-2 text-left">
                {t('betting.columns.odds')}
              </th>
              {BET_TYPES.map((type) => (
                <th key={type} scope="col" className="w-28 px-2 py-2 text-right">
                  {t(`betting.columns.${type}`)}
                </th>
              ))}
              <th scope="col" className="w-28 px-2 py-2 pr-4 text-right">
                <span className="sr-only">{t('betting.columns.action')}</span>
              </th>
            </tr>
          </thead>
          {entries.map((entry) => (
            <tbody
              key={entry.id}
              className={cn('border-t border-border', entry.scratched && 'bg-muted/40')}
              data-testid="betting-entry"
              data-entry-id={entry.id}
              data-scratched={entry.scratched || undefined}
            >
              <tr>
                <td className="px-4 py-2.5 align-top">
                  <PositionBadge finishPosition={null} postPosition={entry.postPosition} />
                </td>
                <td className="px-2 py-2.5 align-top">
                  <p className={cn('font-bold', entry.scratched && 'text-muted-foreground line-through')}>
                    {entry.horse.name}
                  </p>
                  <p className="text-xs text-muted-foreground">{entry.jockey.name ?? t('betting.noJockey')}</p>
                </td>
                <td className="px-2 py-2.5 align-top">
                  {entry.scratched ? <ScratchedBadge /> : <OddsCell entry={entry} />}
                </td>
                {entry.scratched || isPriceless(entry) ? (
                  <td colSpan={4} className="px-4 py-2.5 text-right text-xs text-muted-foreground">
                    —
                  </td>
                ) : (
                  <>
                    {BET_TYPES.map((type) => (
                      <td key={type} className="px-2 py-2.5 align-top">
                        <AmountInput race={race} entry={entry} type={type} bets={bets} />
                      </td>
                    ))}
                    <td className="px-2 py-2.5 pr-4 text-right align-top">
                      <RowSubmit race={race} entry={entry} bets={bets} className="h-9 w-full" />
                    </td>
                  </>
                )}
              </tr>
              {entry.scratched || isPriceless(entry) ? null : <RowMessages entry={entry} bets={bets} inTable />}
            </tbody>
          ))}
        </table>
      </div>
      <RaceClosedNote race={race} />
    </>
  );
}

function EntryCards({ race, bets }: EntriesProps) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="divide-y divide-border" data-testid="betting-entries">
        {sortedEntries(race).map((entry) => (
          <li
            key={entry.id}
            className={cn('grid grid-cols-1 gap-2.5 px-4 py-3', entry.scratched && 'bg-muted/40')}
            data-testid="betting-entry"
            data-entry-id={entry.id}
            data-scratched={entry.scratched || undefined}
          >
            <div className="flex items-center gap-3">
              <PositionBadge finishPosition={null} postPosition={entry.postPosition} />
              <div className="min-w-0 flex-1">
                <p className={cn('truncate font-bold', entry.scratched && 'text-muted-foreground line-through')}>
                  {entry.horse.name}
                </p>
                <p className="truncate text-xs text-muted-foreground">{entry.jockey.name ?? t('betting.noJockey')}</p>
              </div>
              {entry.scratched ? <ScratchedBadge /> : <OddsCell entry={entry} />}
            </div>
            {entry.scratched || isPriceless(entry) ? null : (
              <>
                <div className="grid grid-cols-3 gap-2">
                  {BET_TYPES.map((type) => (
                    <label key={type} className="grid grid-cols-1 gap-1">
                      <span className="text-[11px] font-bold tracking-wide text-muted-foreground">
                        {t(`betting.columns.${type}`)}
                      </span>
                      <AmountInput race={race} entry={entry} type={type} bets={bets} />
                    </label>
                  ))}
                </div>
                <RowMessages entry={entry} bets={bets} />
                <RowSubmit race={race} entry={entry} bets={bets} className="w-full" />
              </>
            )}
          </li>
        ))}
      </ul>
      <RaceClosedNote race={race} />
    </>
  );
}

function BettingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="betting-loading" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}
