import { type TRaceCard } from '@galope/contracts';
import { ChevronDown, Clock, Timer } from 'lucide-react';
import { memo, useState } from 'react';

import { CountryFlag } from '@/components/country-flag';
import { MoreCards } from '@/components/more-cards';
import { RenderLater } from '@/components/render-later';
import { cn } from '@/lib/format/cn';
import { formatDayTime, formatTime } from '@/lib/format/format-date';
import { useRevealOnScroll } from '@/lib/hooks/use-reveal-on-scroll';
import { useRaceSubscriptions } from '@/lib/live/live-socket-provider';
import { useTimeZone } from '@/lib/preferences/use-time-zone';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

import { useRace } from '../api/get-race';
import { Countdown } from '../components/countdown';
import { RaceStatusBadge } from '../components/race-status-badge';
import { type RowBets } from './entry-bet-controls';
import { RaceEntries } from './race-entries';

/** A phone renders this many race cards at first, more as the player scrolls (decision 021). */
const PHONE_RACES = 8;

/** At 1280 px: a button per race (the first 8, spec §9); the chosen one's entries show below. */
export function RacePicker({
  races,
  selectedId,
  onSelect,
}: {
  races: readonly TRaceCard[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useLightTranslation();
  return (
    <div role="group" aria-label={t('betting.races')} className="grid grid-cols-2 gap-2 lg:grid-cols-4">
      {races.map((race) => (
        <RaceButton key={race.id} race={race} selected={race.id === selectedId} onSelect={() => onSelect(race.id)} />
      ))}
    </div>
  );
}

/**
 * At 375 px: one collapsible card per race, the first open, a page of cards at a time. A disclosure
 * each (a button that says whether its entries show), not Radix's accordion: that one measured every
 * card's content on mount, a forced layout of 70-90 ms on a throttled phone (decision 021).
 */
export function PhoneRaces({ races, bets }: { races: TRaceCard[]; bets: RowBets }) {
  const { t } = useLightTranslation();
  const reveal = useRevealOnScroll('betting-races', races.length, PHONE_RACES);
  const rendered = races.slice(0, reveal.shown);
  const [openId, setOpenId] = useState(races[0]?.id);
  useRaceSubscriptions(rendered.map((race) => race.id));
  // The open first card grows from its entries' skeleton to its whole field (a phone screen or three):
  // drawn before that, the cards after it were pushed down and out of view, a layout shift of 0.14
  // (Lighthouse's CLS). They come once its field is drawn, where they stay; the same query as the card's.
  const first = rendered[0];
  const firstField = useRace(first?.id ?? 0, { enabled: first !== undefined && openId === first.id });
  const restWaits = first !== undefined && openId === first.id && firstField.isPending;
  const card = (race: TRaceCard) => (
    <PhoneRaceCard
      key={race.id}
      race={race}
      bets={bets}
      open={race.id === openId}
      onToggle={() => setOpenId((id) => (id === race.id ? undefined : race.id))}
    />
  );
  return (
    <section aria-labelledby="betting-races-heading" className="grid grid-cols-1 gap-3">
      <h2 id="betting-races-heading" className="sr-only">
        {t('betting.races')}
      </h2>
      {/* The first (open) card at once, the others just after (RenderLater). */}
      {rendered.slice(0, 1).map(card)}
      {restWaits ? null : (
        <>
          <RenderLater>{rendered.slice(1).map(card)}</RenderLater>
          {/* With the cards after the first: near the screen before they are, it would add a page at once. */}
          <RenderLater>
            <MoreCards reveal={reveal} />
          </RenderLater>
        </>
      )}
    </section>
  );
}

function PhoneRaceCard({
  race,
  bets,
  open,
  onToggle,
}: {
  race: TRaceCard;
  bets: RowBets;
  open: boolean;
  onToggle: () => void;
}) {
  const id = `betting-card-${race.id}`;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <h3 className="flex">
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={open}
          // Only while the entries are there: a closed card's region is not rendered.
          aria-controls={open ? `${id}-entries` : undefined}
          onClick={onToggle}
          className={cn(
            'flex flex-1 items-center justify-between gap-3 p-4 text-left transition-colors hover:bg-muted/50',
            'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
          )}
        >
          <RaceSummary race={race} headingId={`${id}-name`} />
          <ChevronDown
            className={cn(
              'size-5 shrink-0 text-muted-foreground transition-transform duration-200',
              open && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
      </h3>
      {open ? (
        <div id={`${id}-entries`} role="region" aria-labelledby={`${id}-trigger`} className="border-t border-border">
          <RaceEntries raceId={race.id} bets={bets} layout="cards" />
        </div>
      ) : null}
    </article>
  );
}

function RaceButton({ race, selected, onSelect }: { race: TRaceCard; selected: boolean; onSelect: () => void }) {
  const { i18n } = useLightTranslation();
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
export const RaceSummary = memo(function RaceSummary({ race, headingId }: { race: TRaceCard; headingId?: string }) {
  const { t, i18n } = useLightTranslation();
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
