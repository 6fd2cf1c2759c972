import {
  type TCashierRequestResponse,
  type TCashOutValuesResponse,
  type TNotificationsResponse,
  type TRaceCard,
  type TRacePoolsResponse,
  type TRaceCardEntry,
  type TRaceEntryResponse,
  type TRaceResponse,
  type TRaceStatus,
  type TServerMessage,
  type TSportEventResponse,
  type TUserResponse,
  toRaceCard,
} from '@galope/contracts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

import type { CashOutQuote } from '../api/get-cash-out-quote';
import { currentUserQueryKey } from '../api/get-current-user';
import { pauseQueryOptions } from '../api/get-pause';
import { invalidateMoneyQueries } from '../api/invalidate-money-queries';
import { queryKeys } from '../api/query-keys';

/** A board list: each race as its card, with the runners the card shows, not the whole field. */
type RaceList = TRaceCard[];

/** What a frame changes in one runner, the same on a card and on the race's page; undefined: nothing. */
type EntryChange = (
  entry: TRaceCardEntry,
) => Partial<Pick<TRaceEntryResponse, 'currentOdds' | 'scratched' | 'finishPosition' | 'finishTime'>> | undefined;

/** Which list a race of each status belongs to; a cancelled race is in none. */
const RACE_LISTS: { key: QueryKey; status: TRaceStatus; order: 'scheduled-asc' | 'newest-first' }[] = [
  { key: queryKeys.liveRaces, status: 'live', order: 'scheduled-asc' },
  { key: queryKeys.upcomingRaces, status: 'scheduled', order: 'scheduled-asc' },
  { key: queryKeys.finishedRaces, status: 'finished', order: 'newest-first' },
];

/**
 * Writes one server frame into the query cache, so every screen showing that race, event or balance
 * re-renders from the same data a refetch would bring.
 */
export function applyLiveMessage(client: QueryClient, message: TServerMessage): void {
  switch (message.type) {
    case 'odds_update': {
      // A card holds only its three runners: a price that moves among them ranks them again on the
      // card (topRunners), and one that brings another runner of the field past them shows at the
      // list's next refresh, not at once. Reading the list again on every frame would be a request
      // per frame from every board; the race's page holds the whole field and takes every price.
      const updates = new Map(message.data.map((item) => [item.entryId, item]));
      patchEntries(client, message.raceId, (entry) => {
        const update = updates.get(entry.id);
        return update && { currentOdds: update.currentOdds, scratched: update.scratched ?? entry.scratched };
      });
      return;
    }
    case 'race_result': {
      const results = new Map(message.results.map((result) => [result.entryId, result]));
      patchEntries(client, message.raceId, (entry) => {
        const result = results.get(entry.id);
        return result && { finishPosition: result.position, finishTime: result.finishTime };
      });
      // A finished card shows the first three past the post, which the runners its card carried by
      // price may not include: the finished races are read again (the server dropped its copy of the
      // list on this same event).
      void client.invalidateQueries({ queryKey: queryKeys.finishedRaces });
      return;
    }
    case 'pool_update':
      client.setQueryData<TRacePoolsResponse>(queryKeys.racePools(message.raceId), (answer) =>
        answer
          ? {
              ...answer,
              pools: answer.pools.map((pool) =>
                pool.pool === message.pool ? { ...pool, total: message.total, probables: message.probables } : pool,
              ),
            }
          : answer,
      );
      return;
    case 'race_status':
      moveRace(client, message.raceId, message.status);
      return;
    case 'sport_update': {
      const patch = (event: TSportEventResponse): TSportEventResponse => ({
        ...event,
        status: message.status,
        homeScore: message.homeScore,
        awayScore: message.awayScore,
        odds: message.odds,
      });
      const list = client.getQueryData<TSportEventResponse[]>(queryKeys.sportEvents);
      if (list && !list.some((event) => event.id === message.eventId)) {
        // A fixture this page has not loaded yet: fetch the list rather than guess its details.
        void client.invalidateQueries({ queryKey: queryKeys.sportEvents });
      } else {
        client.setQueryData<TSportEventResponse[]>(queryKeys.sportEvents, (events) =>
          events?.map((event) => (event.id === message.eventId ? patch(event) : event)),
        );
      }
      client.setQueryData<TSportEventResponse>(queryKeys.sportEvent(message.eventId), (event) =>
        event ? patch(event) : event,
      );
      return;
    }
    case 'balance_update':
      client.setQueryData<TUserResponse | null>(currentUserQueryKey, (user) =>
        user ? { ...user, balance: message.balance } : user,
      );
      // Sent on every bet placed or settled for this player — a lost bet too, whose balance stays
      // the same: the bets, movements and totals on screen reload.
      void invalidateMoneyQueries(client);
      return;
    case 'cash_out_update':
      // The whole value of one of the player's bets as the odds move; the parts a dialog asked for, and
      // a value gone (null: the off, odds gone), are asked again for the reason and the price.
      if (message.value === null) {
        void client.invalidateQueries({ queryKey: queryKeys.cashOut(message.betId).slice(0, 3) });
        void client.invalidateQueries({ queryKey: queryKeys.cashOutValues });
      } else {
        client.setQueryData<TCashOutValuesResponse>(queryKeys.cashOutValues, (list) =>
          list
            ? {
                values: list.values.map((row) =>
                  row.betId === message.betId ? { betId: row.betId, value: message.value, odds: row.odds } : row,
                ),
              }
            : list,
        );
        client.setQueryData<CashOutQuote>(queryKeys.cashOut(message.betId), (quote) => ({
          value: message.value!,
          odds: quote && 'odds' in quote ? quote.odds : null,
        }));
        void client.invalidateQueries({
          queryKey: queryKeys.cashOut(message.betId).slice(0, 3),
          predicate: (query) => query.queryKey[3] !== 'all',
        });
      }
      return;
    case 'cashier_update':
      // One of the player's requests changed (decided, cancelled, a receipt attached): patched in place.
      client.setQueryData<TCashierRequestResponse[]>(queryKeys.cashierRequests, (requests) =>
        requests?.some((request) => request.id === message.request.id)
          ? requests.map((request) => (request.id === message.request.id ? message.request : request))
          : requests && [message.request, ...requests],
      );
      return;
    case 'cashier_request':
      // The staff's queue, its filters and pages, the pending badge and today's totals all reload.
      void client.invalidateQueries({ queryKey: queryKeys.adminCashier });
      return;
    case 'protection_update':
      // A pause or a limit set in another tab: the betting pages give way, the slip and the cashier say so.
      // Read now even where the page asks for it only once its first screen is drawn (app/while-paused.tsx,
      // which on a busy phone can be seconds later), and never from an answer asked for before the change.
      void client
        .cancelQueries({ queryKey: queryKeys.userLimits })
        .then(() => client.fetchQuery({ ...pauseQueryOptions, staleTime: 0 }))
        .catch(() => undefined);
      return;
    case 'notification':
      // Newest first: it goes on top of the first page, and the badge counts one more.
      client.setQueryData<NotificationPages>(queryKeys.notifications, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first || first.items.some((item) => item.id === message.notification.id)) return data;
        return {
          ...data,
          pages: [{ items: [message.notification, ...first.items], unread: first.unread + 1 }, ...rest],
        };
      });
      return;
    case 'notifications_read':
      markNotificationsReadInCache(client, { unread: message.unread });
      return;
    case 'connected':
    case 'pong':
      return;
  }
}

type NotificationPages = InfiniteData<TNotificationsResponse, number | undefined>;

/**
 * Some or all notifications were marked read (`ids`: these; none: all, or, from another tab, an
 * unknown set). The badge takes `unread` at once; the items are marked where that is certain, else read again.
 */
export function markNotificationsReadInCache(
  client: QueryClient,
  { unread, ids }: { unread: number; ids?: number[] },
): void {
  const data = client.getQueryData<NotificationPages>(queryKeys.notifications);
  if (!data) return;
  const known = ids ? new Set(ids) : undefined;
  if (!known && unread > 0) {
    void client.invalidateQueries({ queryKey: queryKeys.notifications });
  }
  const readAt = new Date().toISOString();
  client.setQueryData<NotificationPages>(queryKeys.notifications, {
    ...data,
    pages: data.pages.map((page, index) => ({
      unread: index === 0 ? unread : page.unread,
      items:
        known || unread === 0
          ? page.items.map((item) =>
              item.readAt === null && (!known || known.has(item.id)) ? { ...item, readAt } : item,
            )
          : page.items,
    })),
  });
}

/** What the socket missed while it was away: refetch everything it would have patched. */
export function invalidateLiveQueries(client: QueryClient): void {
  for (const key of [
    queryKeys.liveRaces,
    queryKeys.upcomingRaces,
    queryKeys.finishedRaces,
    queryKeys.raceDetails,
    queryKeys.allRacePools,
    queryKeys.sportEvents,
    queryKeys.sportEventDetails,
    queryKeys.cashierRequests,
    queryKeys.adminCashier,
    queryKeys.userLimits,
    queryKeys.notifications,
    currentUserQueryKey,
  ]) {
    void client.invalidateQueries({ queryKey: key });
  }
  // A balance_update it missed: the bets, movements and totals too.
  void invalidateMoneyQueries(client);
}

/** The same object when no runner changed: a card that did not change does not render again. */
function withEntryChanges<Race extends TRaceCard>(race: Race, change: EntryChange): Race {
  let changed = false;
  const entries = race.entries.map((entry) => {
    const patch = change(entry);
    if (!patch) return entry;
    changed = true;
    return { ...entry, ...patch };
  });
  return changed ? { ...race, entries } : race;
}

/** A frame's runners, in the race's card in any list and on its page. */
function patchEntries(client: QueryClient, raceId: number, change: EntryChange): void {
  for (const { key } of RACE_LISTS) {
    const list = client.getQueryData<RaceList>(key);
    if (!list?.some((race) => race.id === raceId)) continue;
    client.setQueryData<RaceList>(
      key,
      list.map((race) => (race.id === raceId ? withEntryChanges(race, change) : race)),
    );
  }
  client.setQueryData<TRaceResponse>(queryKeys.race(raceId), (race) => race && withEntryChanges(race, change));
}

/** A status change moves the race from one board list to another (and patches its detail page). */
function moveRace(client: QueryClient, raceId: number, status: TRaceStatus): void {
  const page = client.getQueryData<TRaceResponse>(queryKeys.race(raceId));
  const known: TRaceCard | undefined = page
    ? toRaceCard(page)
    : RACE_LISTS.map(({ key }) => client.getQueryData<RaceList>(key)?.find((race) => race.id === raceId)).find(Boolean);

  for (const { key, status: listStatus, order } of RACE_LISTS) {
    const list = client.getQueryData<RaceList>(key);
    if (!list) continue;
    const index = list.findIndex((race) => race.id === raceId);
    if (listStatus !== status) {
      if (index !== -1)
        client.setQueryData<RaceList>(
          key,
          list.filter((race) => race.id !== raceId),
        );
      continue;
    }
    if (index !== -1) {
      client.setQueryData<RaceList>(
        key,
        list.map((race) => (race.id === raceId ? { ...race, status } : race)),
      );
    } else if (known) {
      client.setQueryData<RaceList>(key, insertRace(list, { ...known, status }, order));
    } else {
      void client.invalidateQueries({ queryKey: key });
    }
  }
  client.setQueryData<TRaceResponse>(queryKeys.race(raceId), (race) => (race ? { ...race, status } : race));
}

function insertRace(list: RaceList, race: TRaceCard, order: 'scheduled-asc' | 'newest-first'): RaceList {
  if (order === 'newest-first') return [race, ...list];
  const time = Date.parse(race.scheduledTime);
  const index = list.findIndex((other) => Date.parse(other.scheduledTime) > time);
  return index === -1 ? [...list, race] : [...list.slice(0, index), race, ...list.slice(index)];
}
