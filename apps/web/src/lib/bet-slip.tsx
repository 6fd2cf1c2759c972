import type { TSportBetType } from '@galope/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Spec §3 "Bet slip item": a runner to win, or one outcome of a sport event. */
export interface RaceSlipItem {
  type: 'race';
  raceId: number;
  raceEntryId: number;
  betType: 'win';
  horse: string;
  jockey: string | null;
  /** Decimal odds when selected ("3.50"). */
  odds: string;
  race: string;
}

export interface SportSlipItem {
  type: 'sport';
  eventId: number;
  sport: string;
  tournament: string | null;
  betType: TSportBetType;
  team: string;
  odds: string;
  event: string;
}

export type BetSlipItem = RaceSlipItem | SportSlipItem;

/** Items are identified by type and ids: one runner of a race, one outcome of an event. */
export function betSlipItemId(item: BetSlipItem): string {
  return item.type === 'race' ? `race:${item.raceId}:${item.raceEntryId}` : `sport:${item.eventId}:${item.betType}`;
}

interface BetSlipContextValue {
  items: BetSlipItem[];
  has: (item: BetSlipItem) => boolean;
  /** Adds the selection, or removes it when it is already there (spec §4). */
  toggle: (item: BetSlipItem) => void;
  remove: (id: string) => void;
  clear: () => void;
}

const BetSlipContext = createContext<BetSlipContextValue | null>(null);

/** The selections the player is collecting; staking and placing them come with the betting release. */
export function BetSlipProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<BetSlipItem[]>([]);

  const toggle = useCallback((item: BetSlipItem) => {
    const id = betSlipItemId(item);
    setItems((current) =>
      current.some((other) => betSlipItemId(other) === id)
        ? current.filter((other) => betSlipItemId(other) !== id)
        : [...current, item],
    );
  }, []);
  const remove = useCallback(
    (id: string) => setItems((current) => current.filter((item) => betSlipItemId(item) !== id)),
    [],
  );
  const clear = useCallback(() => setItems([]), []);

  const value = useMemo(() => {
    const ids = new Set(items.map(betSlipItemId));
    return { items, has: (item: BetSlipItem) => ids.has(betSlipItemId(item)), toggle, remove, clear };
  }, [items, toggle, remove, clear]);
  return <BetSlipContext.Provider value={value}>{children}</BetSlipContext.Provider>;
}

export function useBetSlip(): BetSlipContextValue {
  const value = useContext(BetSlipContext);
  if (!value) throw new Error('useBetSlip must be used inside BetSlipProvider');
  return value;
}
