import type { TRaceCard, TSportEventResponse, TSportEventStatus } from '@galope/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, Flag, History, Info, Radio, SearchX, Volleyball } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/ui/load-error';
import { CardGridSkeleton } from '@/components/card-grid-skeleton';
import { MoreCards } from '@/components/more-cards';
import { RenderLater } from '@/components/render-later';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BetSlipDock } from '@/features/bet-slip';
import {
  CountryFilter,
  matchesCountry,
  RaceCard,
  useFinishedRaces,
  useLiveRaces,
  useUpcomingRaces,
} from '@/features/races';
import { sampleSportEvents, SportEventCard, useSportEvents } from '@/features/sports';
import { useIsMobile } from '@/lib/hooks/use-media-query';
import { useRevealOnScroll } from '@/lib/hooks/use-reveal-on-scroll';
import { useRaceSubscriptions } from '@/lib/live/live-socket-provider';
import { useEntryState } from '@/lib/navigation/use-entry-state';
import { useAfterFirstScreen } from '@/lib/startup/after-load-and-idle';

import { BoardBanner } from './components/board-banner';
import { firstRaceTab } from './first-race-tab';

export type BoardTab = 'races' | 'sports';
export type BoardSubTab = 'live' | 'upcoming' | 'finished';

const SUB_TABS: { value: BoardSubTab; icon: typeof Radio }[] = [
  { value: 'live', icon: Radio },
  { value: 'upcoming', icon: CalendarClock },
  { value: 'finished', icon: History },
];

/** The sports tabs show scheduled fixtures under "upcoming" (spec §2). */
const SPORT_STATUS: Record<BoardSubTab, TSportEventStatus> = {
  live: 'live',
  upcoming: 'scheduled',
  finished: 'finished',
};

const EMPTY_RACES: TRaceCard[] = [];

/**
 * Cards rendered at first and added each time the player nears the end (decision 021). A phone's screen
 * holds one card: six are four screens, and a first render a quarter of the desktop's two columns.
 */
const CARDS_PER_PAGE = 24;
const PHONE_CARDS_PER_PAGE = 6;
/** The cards of the first screen's row render at once; the rest of a page just after (CardPages). */
const FIRST_ROW = 2;

/** The racing and sports board: banner, country filter, Races/Sports tabs and the bet slip. */
export function Board({
  initialTab = 'races',
  initialSubTab,
}: {
  initialTab?: BoardTab;
  /** Without one, the board opens on "live", or on "upcoming" when nothing is running. */
  initialSubTab?: BoardSubTab;
}) {
  const { t } = useTranslation();
  // Kept per visit: "back" from a race returns to the tab and country the player had chosen.
  const [tab, setTab] = useEntryState<BoardTab>('board-tab', initialTab);
  const [chosenRaceTab, setRaceTab] = useEntryState<BoardSubTab | undefined>(
    'board-race-tab',
    initialTab === 'races' ? initialSubTab : undefined,
  );
  const [chosenSportTab, setSportTab] = useEntryState<BoardSubTab | undefined>(
    'board-sport-tab',
    initialTab === 'sports' ? initialSubTab : undefined,
  );
  const [country, setCountry] = useEntryState<string | null>('board-country', null);

  // What the first screen does not show is asked for once it is drawn: on a phone every answer asked
  // for before it was downloaded and read before the first race card could be (decision 021). The upcoming
  // races are on that screen only when nothing is live, or when the player opens them.
  // With nothing live they are asked for at once, not once the first screen is painted: a card's title
  // can be wider than the board's heading, and then the card's paint is the page's largest, which came
  // after that paint, a request and its answer (LCP 2.9-3.05 s against 2.3-2.5 s, decision 021).
  const firstScreenShown = useAfterFirstScreen();
  const live = useLiveRaces();
  const upcoming = useUpcomingRaces(undefined, {
    enabled: firstScreenShown || live.data?.length === 0 || (tab === 'races' && chosenRaceTab === 'upcoming'),
  });
  const raceTab = chosenRaceTab ?? firstRaceTab(live.data?.length, upcoming.data?.length);
  const finished = useFinishedRaces(undefined, {
    enabled: firstScreenShown || (tab === 'races' && raceTab === 'finished'),
  });
  const sports = useSportEvents({ enabled: firstScreenShown || tab === 'sports' });
  const sportTab =
    chosenSportTab ??
    (sports.data && !sports.data.some((event) => event.status === 'live') && sports.data.length > 0
      ? 'upcoming'
      : 'live');
  const raceQueries: Record<BoardSubTab, UseQueryResult<TRaceCard[]>> = { live, upcoming, finished };

  const allRaces = useMemo(
    () => [...(live.data ?? EMPTY_RACES), ...(upcoming.data ?? EMPTY_RACES), ...(finished.data ?? EMPTY_RACES)],
    [live.data, upcoming.data, finished.data],
  );

  // Spec §7: every live race. The upcoming races drawn on the board are watched by their list
  // (RaceCards), as the player reveals them.
  useRaceSubscriptions((live.data ?? EMPTY_RACES).map((race) => race.id));

  const queries = [live, upcoming, finished, sports];
  const lastUpdated = Math.max(0, ...queries.map((query) => query.dataUpdatedAt)) || undefined;
  const isFetching = queries.some((query) => query.isFetching);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 grid-cols-1 gap-4">
        <BoardBanner lastUpdated={lastUpdated} isFetching={isFetching} />
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'sports' ? 'sports' : 'races')}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
              <TabsTrigger value="races">
                <Flag aria-hidden />
                {t('board.tabs.races')}
              </TabsTrigger>
              <TabsTrigger value="sports">
                <Volleyball aria-hidden />
                {t('board.tabs.sports')}
              </TabsTrigger>
            </TabsList>
            {tab === 'races' ? <CountryFilter races={allRaces} value={country} onChange={setCountry} /> : null}
          </div>
          <TabsContent value="races">
            <SubTabs
              kind="races"
              value={raceTab}
              onChange={setRaceTab}
              counts={{
                live: live.data?.filter((race) => matchesCountry(race, country)).length,
                upcoming: upcoming.data?.filter((race) => matchesCountry(race, country)).length,
                finished: finished.data?.filter((race) => matchesCountry(race, country)).length,
              }}
              render={(sub) => (
                <RaceList
                  name={`races:${sub}`}
                  query={raceQueries[sub]}
                  watchDrawn={sub === 'upcoming'}
                  country={country}
                  onShowAll={() => setCountry(null)}
                  empty={<EmptyTab kind="races" sub={sub} />}
                />
              )}
            />
          </TabsContent>
          <TabsContent value="sports">
            <SportsTabs query={sports} value={sportTab} onChange={setSportTab} />
          </TabsContent>
        </Tabs>
      </div>
      <BetSlipDock />
    </div>
  );
}

function SubTabs({
  kind,
  value,
  onChange,
  counts,
  render,
}: {
  kind: BoardTab;
  value: BoardSubTab;
  onChange: (value: BoardSubTab) => void;
  counts: Partial<Record<BoardSubTab, number>>;
  render: (sub: BoardSubTab) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as BoardSubTab)}>
      <TabsList className="grid w-full grid-cols-3 gap-2 bg-transparent p-0 sm:flex sm:w-auto sm:justify-start">
        {SUB_TABS.map(({ value: sub, icon: Icon }) => (
          <TabsTrigger
            key={sub}
            value={sub}
            compact
            className="border border-border data-[state=active]:border-primary data-[state=active]:bg-primary-soft data-[state=active]:text-brand"
          >
            <Icon aria-hidden />
            {kind === 'sports' ? t(`board.sportSubTabs.${sub}`) : t(`board.subTabs.${sub}`)}
            {counts[sub] !== undefined ? (
              <span className="hidden rounded-full bg-muted px-1.5 text-[11px] tabular-nums sm:inline">
                {counts[sub]}
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {SUB_TABS.map(({ value: sub }) => (
        <TabsContent key={sub} value={sub}>
          {render(sub)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function EmptyTab({ kind, sub }: { kind: BoardTab; sub: BoardSubTab }) {
  const { t } = useTranslation();
  const Icon = SUB_TABS.find((tab) => tab.value === sub)?.icon ?? Radio;
  return (
    <EmptyState
      icon={<Icon />}
      title={t(`board.empty.${kind}${sub.charAt(0).toUpperCase()}${sub.slice(1)}`)}
      description={t(`board.emptyHint.${kind}`)}
    />
  );
}

function RaceList({
  name,
  query,
  watchDrawn,
  country,
  onShowAll,
  empty,
}: {
  /** Keeps how far the list was revealed for "back", per tab and country. */
  name: string;
  query: UseQueryResult<TRaceCard[]>;
  /** Watch the drawn races' prices over the socket (the upcoming ones: they move before the off). */
  watchDrawn: boolean;
  country: string | null;
  onShowAll: () => void;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const [arrivedAfterMount] = useState(query.data === undefined);
  if (query.isPending) return <CardGridSkeleton />;
  if (query.isError)
    return (
      <LoadError
        message={t('board.loadError.races')}
        retryLabel={t('board.loadError.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) return empty;
  const races = query.data.filter((race) => matchesCountry(race, country));
  if (races.length === 0) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={t('board.filter.filteredEmpty')}
        action={
          <Button variant="outline" size="sm" onClick={onShowAll}>
            {t('board.filter.showAll')}
          </Button>
        }
      />
    );
  }
  // A new country starts the list at its first page again.
  const cards = (
    <RaceCards key={country ?? 'all'} name={`${name}:${country ?? 'all'}`} races={races} watchDrawn={watchDrawn} />
  );
  // TanStack Query hands an answer to React synchronously: the first page of cards was one task of
  // about 300 ms on a throttled phone when the races arrived. They mount in a background render split
  // into short slices; later answers (a price, the next poll) render at once. Races already known
  // when the list opens (back to the page, another tab) render at once too: scroll restoration finds
  // the cards where they were, not a placeholder.
  return arrivedAfterMount ? <RenderLater fallback={<CardGridSkeleton />}>{cards}</RenderLater> : cards;
}

function useCardsPerPage() {
  return useIsMobile() ? PHONE_CARDS_PER_PAGE : CARDS_PER_PAGE;
}

function RaceCards({ name, races, watchDrawn }: { name: string; races: TRaceCard[]; watchDrawn: boolean }) {
  const reveal = useRevealOnScroll(name, races.length, useCardsPerPage());
  const drawn = races.slice(0, reveal.shown);
  // Only the cards drawn, more as they are revealed: the socket's first task sent two frames for each
  // of the 60 upcoming races (14-25 ms on this host, four times that in Lighthouse's count, decision 021).
  useRaceSubscriptions(watchDrawn ? drawn.map((race) => race.id) : []);
  return <CardPages items={drawn} reveal={reveal} render={(race) => <RaceCard key={race.id} race={race} />} />;
}

function SportEventCards({ name, events }: { name: string; events: TSportEventResponse[] }) {
  const reveal = useRevealOnScroll(name, events.length, useCardsPerPage());
  return (
    <CardPages
      items={events.slice(0, reveal.shown)}
      reveal={reveal}
      render={(event) => <SportEventCard key={event.id} event={event} />}
    />
  );
}

/**
 * The cards of the first row at once, the rest of the page just after (RenderLater) under a
 * placeholder; the end of the list comes with them, so it is not near the screen before they are.
 */
function CardPages<T>({
  items,
  reveal,
  render,
}: {
  items: T[];
  reveal: ReturnType<typeof useRevealOnScroll>;
  render: (item: T) => ReactNode;
}) {
  const rest = items.slice(FIRST_ROW);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{items.slice(0, FIRST_ROW).map(render)}</div>
      <RenderLater fallback={rest.length > 0 ? <CardGridSkeleton count={2} /> : null}>
        {rest.length > 0 ? <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{rest.map(render)}</div> : null}
        <MoreCards reveal={reveal} />
      </RenderLater>
    </div>
  );
}

function SportsTabs({
  query,
  value,
  onChange,
}: {
  query: UseQueryResult<TSportEventResponse[]>;
  value: BoardSubTab;
  onChange: (value: BoardSubTab) => void;
}) {
  const { t } = useTranslation();
  // Spec §2: with no fixtures at all the tabs show sample events (not bettable, no detail page).
  const usesSamples = query.isSuccess && query.data.length === 0;
  const events = useMemo(() => (usesSamples ? sampleSportEvents() : (query.data ?? [])), [usesSamples, query.data]);
  const byTab = (sub: BoardSubTab) => events.filter((event) => event.status === SPORT_STATUS[sub]);

  return (
    <SubTabs
      kind="sports"
      value={value}
      onChange={onChange}
      counts={
        query.isSuccess
          ? { live: byTab('live').length, upcoming: byTab('upcoming').length, finished: byTab('finished').length }
          : {}
      }
      render={(sub) => {
        if (query.isPending) return <CardGridSkeleton />;
        if (query.isError) {
          return (
            <LoadError
              message={t('board.loadError.sports')}
              retryLabel={t('board.loadError.retry')}
              onRetry={() => void query.refetch()}
            />
          );
        }
        const shown = byTab(sub);
        return (
          <div className="grid grid-cols-1 gap-4">
            {usesSamples ? (
              <p className="flex items-start gap-2 rounded-xl border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                {t('board.samples')}
              </p>
            ) : null}
            {shown.length === 0 ? (
              <EmptyTab kind="sports" sub={sub} />
            ) : (
              <SportEventCards name={`sports:${sub}`} events={shown} />
            )}
          </div>
        );
      }}
    />
  );
}
