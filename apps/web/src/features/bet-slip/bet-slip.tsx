import type { TRaceBetType, TRaceCard, TRaceResponse, TSportEventResponse } from '@galope/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { queryKeys } from '@/lib/api/query-keys';
import { useRaceSubscriptions } from '@/lib/live/live-socket-provider';
import { withPageTranslations } from '@/lib/translation/i18n';

import {
  type BetSlipItem,
  type BetSlipSelection,
  betSlipItemId,
  type LivePrice,
  newBetSlipItem,
  raceLivePrice,
  sportLivePrice,
  type ToteSelection,
  toteLiveState,
  withLivePrice,
  withRaceBetType,
} from './bet-slip-items';
import { readStoredBetSlip, writeStoredBetSlip } from './stored-bet-slip';
import { toteTicketTitle } from './tote-ticket-title';

interface BetSlipContextValue {
  items: BetSlipItem[];
  has: (selection: BetSlipSelection) => boolean;
  /** Adds the selection, or removes it when it is already there (spec §4). */
  toggle: (selection: BetSlipSelection) => void;
  /**
   * Adds a tote ticket built on the race page; the same ticket already there is not added again, it
   * takes the unit stake just chosen.
   */
  addTote: (ticket: ToteSelection) => void;
  remove: (id: string) => void;
  /** Several at once (the placed ones after a placement). */
  removeMany: (ids: readonly string[]) => void;
  clear: () => void;
  /** The stake as typed: a fixed-odds bet's, or a tote ticket's stake per combination. */
  setStake: (id: string, stake: string) => void;
  setBetType: (id: string, betType: TRaceBetType) => void;
  /** The player takes the price the server answered; the selection can be placed again. */
  acceptPrice: (id: string) => void;
  /** Any other change of one item (placement state, the server's answer). */
  update: (id: string, change: (item: BetSlipItem) => BetSlipItem) => void;
}

const BetSlipContext = createContext<BetSlipContextValue | null>(null);

const RACE_LISTS = [queryKeys.upcomingRaces, queryKeys.liveRaces, queryKeys.finishedRaces];

/**
 * The race or event as the cache knows it: its page's answer first, then the board's lists, whose
 * cards hold only their three runners (a runner from the whole field is found on its race's page).
 */
function cachedLivePrice(client: QueryClient, item: BetSlipItem): LivePrice | undefined {
  if (item.type === 'race' || item.type === 'tote') {
    const race =
      client.getQueryData<TRaceResponse>(queryKeys.race(item.raceId)) ??
      RACE_LISTS.map((key) => client.getQueryData<TRaceCard[]>(key)?.find((r) => r.id === item.raceId)).find(Boolean);
    if (!race) return undefined;
    return item.type === 'race' ? raceLivePrice(race, item.raceEntryId) : toteLiveState(race, item.selections);
  }
  const event =
    client.getQueryData<TSportEventResponse>(queryKeys.sportEvent(item.eventId)) ??
    client.getQueryData<TSportEventResponse[]>(queryKeys.sportEvents)?.find((e) => e.id === item.eventId);
  return event ? sportLivePrice(event, item.betType) : undefined;
}

function syncWithCache(client: QueryClient, items: BetSlipItem[]): BetSlipItem[] {
  let changed = false;
  const next = items.map((item) => {
    const synced = withLivePrice(item, cachedLivePrice(client, item));
    if (synced !== item) changed = true;
    return synced;
  });
  return changed ? next : items;
}

/** How a note names an item: the horse, the team or the tote ticket, with its race or event. */
function slipItemName(item: BetSlipItem, t: TFunction): string {
  if (item.type === 'race') return `${item.horse} (${item.race})`;
  if (item.type === 'sport') return `${item.team} (${item.event})`;
  return `${toteTicketTitle(item, t)} (${item.race})`;
}

const LIVE_KEYS = new Set<unknown>([
  ...RACE_LISTS.map((key) => key[0]),
  queryKeys.raceDetails[0],
  queryKeys.sportEvents[0],
  queryKeys.sportEventDetails[0],
]);

// Its schemas and requests come only when a kept slip is there to restore, with the slip's texts for its note.
const loadRestoreBetSlip = withPageTranslations(() => import('./restore-bet-slip'));

/**
 * The slip this browser kept for the signed-in player, restored once per account: after a reload or a
 * tab the phone dropped, the same selections and stakes, less those that can no longer be bet (a race
 * gone off), which a note names. Every change is kept again once the restore is done.
 */
function useKeptBetSlip(items: BetSlipItem[], setItems: (change: (current: BetSlipItem[]) => BetSlipItem[]) => void) {
  const { t } = useTranslation();
  const userId = useCurrentUser().data?.id;
  // The account whose kept slip has been read: before that, writing would replace it with an empty slip.
  const [restoredFor, setRestoredFor] = useState<number>();

  useEffect(() => {
    if (userId === undefined) return;
    const text = readStoredBetSlip(userId);
    if (text === null) {
      setRestoredFor(userId);
      return;
    }
    let current = true;
    void loadRestoreBetSlip()
      .then(({ restoreBetSlip }) => restoreBetSlip(text))
      .then(({ items: restored, dropped }) => {
        if (!current) return;
        // A selection picked while the restore was under way stays, after the kept ones.
        setItems((picked) => [
          ...restored,
          ...picked.filter((item) => !restored.some((kept) => betSlipItemId(kept) === betSlipItemId(item))),
        ]);
        if (dropped.length > 0) {
          toast({
            title: t('betSlip.restoredDropped', { count: dropped.length }),
            description: dropped
              .map(({ item, reason }) => `${slipItemName(item, t)}: ${t(`betSlip.closed.${reason}`)}.`)
              .join(' '),
          });
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setRestoredFor(userId);
      });
    return () => {
      current = false;
    };
  }, [userId, setItems, t]);

  useEffect(() => {
    if (userId !== undefined && restoredFor === userId) writeStoredBetSlip(userId, items);
  }, [items, userId, restoredFor]);
}

/**
 * The selections the player is collecting, their stakes and the state of their placement. Prices
 * follow the races and events in the query cache (odds frames, refetches), and the races in the
 * slip are watched over the live socket while they are there. The slip is kept in this browser per
 * account (useKeptBetSlip).
 */
export function BetSlipProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<BetSlipItem[]>([]);
  useKeptBetSlip(items, setItems);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || !LIVE_KEYS.has(event.query.queryKey[0])) return;
        setItems((current) => (current.length === 0 ? current : syncWithCache(queryClient, current)));
      }),
    [queryClient],
  );
  useRaceSubscriptions(items.flatMap((item) => (item.type === 'sport' ? [] : [item.raceId])));

  const update = useCallback((id: string, change: (item: BetSlipItem) => BetSlipItem) => {
    setItems((current) => current.map((item) => (betSlipItemId(item) === id ? change(item) : item)));
  }, []);

  const toggle = useCallback(
    (selection: BetSlipSelection) => {
      const id = betSlipItemId(selection);
      setItems((current) => {
        if (current.some((other) => betSlipItemId(other) === id)) {
          return current.filter((other) => betSlipItemId(other) !== id);
        }
        const item = newBetSlipItem(selection);
        return [...current, withLivePrice(item, cachedLivePrice(queryClient, item))];
      });
    },
    [queryClient],
  );
  const addTote = useCallback(
    (ticket: ToteSelection) => {
      const id = betSlipItemId(ticket);
      setItems((current) => {
        const kept = current.find((other) => betSlipItemId(other) === id);
        if (!kept) {
          const item = newBetSlipItem(ticket);
          return [...current, withLivePrice(item, cachedLivePrice(queryClient, item))];
        }
        if (kept.type !== 'tote' || kept.placing) return current;
        return current.map((other) =>
          other === kept
            ? { ...kept, unitStake: ticket.unitStake, minimumStake: ticket.minimumStake, error: null }
            : other,
        );
      });
    },
    [queryClient],
  );
  const remove = useCallback(
    (id: string) => setItems((current) => current.filter((item) => betSlipItemId(item) !== id)),
    [],
  );
  const removeMany = useCallback((ids: readonly string[]) => {
    const gone = new Set(ids);
    setItems((current) => current.filter((item) => !gone.has(betSlipItemId(item))));
  }, []);
  const clear = useCallback(() => setItems([]), []);
  const setStake = useCallback(
    (id: string, stake: string) =>
      update(id, (item) =>
        item.type === 'tote' ? { ...item, unitStake: stake, error: null } : { ...item, stake, error: null },
      ),
    [update],
  );
  const setBetType = useCallback(
    (id: string, betType: TRaceBetType) =>
      update(id, (item) => (item.type === 'race' ? withRaceBetType(item, betType) : item)),
    [update],
  );
  const acceptPrice = useCallback(
    (id: string) => update(id, (item) => ({ ...item, priceChange: null, error: null })),
    [update],
  );

  const value = useMemo(() => {
    const ids = new Set(items.map(betSlipItemId));
    return {
      items,
      has: (selection: BetSlipSelection) => ids.has(betSlipItemId(selection)),
      toggle,
      addTote,
      remove,
      removeMany,
      clear,
      setStake,
      setBetType,
      acceptPrice,
      update,
    };
  }, [items, toggle, addTote, remove, removeMany, clear, setStake, setBetType, acceptPrice, update]);
  return <BetSlipContext.Provider value={value}>{children}</BetSlipContext.Provider>;
}

export function useBetSlip(): BetSlipContextValue {
  const value = useContext(BetSlipContext);
  if (!value) throw new Error('useBetSlip must be used inside BetSlipProvider');
  return value;
}
