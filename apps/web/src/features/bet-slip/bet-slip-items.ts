import {
  formatOddsHundredths,
  parseOddsHundredths,
  priceRaceBet,
  type TRaceBetType,
  type TRaceCard,
  type TSportBetType,
  type TSportEventResponse,
} from '@galope/contracts';

/** Spec §3 "Bet slip item": a runner of a race, as picked on a card or the race page. */
export interface RaceSelection {
  type: 'race';
  raceId: number;
  raceEntryId: number;
  betType: TRaceBetType;
  horse: string;
  jockey: string | null;
  race: string;
  /** The runner's win price when picked ("3.50"); place and show are priced from it. */
  winOdds: string;
}

/** One outcome of a sport event. */
export interface SportSelection {
  type: 'sport';
  eventId: number;
  sport: string;
  tournament: string | null;
  betType: TSportBetType;
  team: string;
  event: string;
  homeTeam: string;
  awayTeam: string;
  scheduledTime: string;
  /** The outcome's price when picked. */
  odds: string;
}

export type BetSlipSelection = RaceSelection | SportSelection;

/** Why a selection can no longer be placed (read from the live race or event). */
export type SlipClosedReason = 'raceClosed' | 'scratched' | 'eventClosed' | 'noOdds';

/**
 * Why the last attempt failed, kept as data so it shows in the page's current language: the
 * server's message (with the balance it sent for INSUFFICIENT_BALANCE), or a stake that is not a
 * positive amount.
 */
export type SlipError = { kind: 'server'; message: string; balance?: string } | { kind: 'invalidStake' };

/** What the slip keeps beside each selection while the player stakes and places it. */
interface SlipItemState {
  /** The stake as typed ("10", "12.50"). */
  stake: string;
  /** The price of this bet as shown and sent: the accepted odds (decimal, "2.50"). */
  odds: string;
  /**
   * The last price the query cache showed for this selection (the win price for a runner). Only a
   * new value there — an odds frame, a refetch — moves `odds`; a price the server answered stays.
   */
  seenPrice: string | null;
  /** The server answered PRICE_CHANGED: `odds` is its price, waiting for the player's OK. */
  priceChange: { previous: string; direction: 'up' | 'down' } | null;
  closed: SlipClosedReason | null;
  placing: boolean;
  /** The last attempt's failure, shown under the selection. */
  error: SlipError | null;
}

export type RaceSlipItem = RaceSelection & SlipItemState;
export type SportSlipItem = SportSelection & SlipItemState;
export type BetSlipItem = RaceSlipItem | SportSlipItem;

/** Items are identified by type and ids: one runner of a race, one outcome of an event. */
export function betSlipItemId(item: BetSlipSelection | BetSlipItem): string {
  return item.type === 'race' ? `race:${item.raceId}:${item.raceEntryId}` : `sport:${item.eventId}:${item.betType}`;
}

/** A race bet's price: win is the win odds, place and show come from them (contracts' rule). */
export function raceBetOdds(betType: TRaceBetType, winOdds: string): string {
  return formatOddsHundredths(priceRaceBet(betType, parseOddsHundredths(winOdds) ?? 100));
}

export function newBetSlipItem(selection: BetSlipSelection): BetSlipItem {
  const state = {
    stake: '',
    priceChange: null,
    closed: null,
    placing: false,
    error: null,
  } as const;
  if (selection.type === 'race') {
    return {
      ...selection,
      ...state,
      odds: raceBetOdds(selection.betType, selection.winOdds),
      seenPrice: selection.winOdds,
    };
  }
  return { ...selection, ...state, seenPrice: selection.odds };
}

/** Choosing win, place or show re-prices the selection from its win odds. */
export function withRaceBetType(item: RaceSlipItem, betType: TRaceBetType): RaceSlipItem {
  if (item.betType === betType) return item;
  return { ...item, betType, odds: raceBetOdds(betType, item.winOdds), priceChange: null, error: null };
}

/**
 * The server's PRICE_CHANGED answer: its price replaces ours until the player accepts it. A price
 * back at the one the player chose is no change to accept (never "La cuota cambió 9.82 → 9.82").
 */
export function withAnsweredPrice(item: BetSlipItem, answered: string): BetSlipItem {
  const previous = item.priceChange?.previous ?? item.odds;
  const direction: 'up' | 'down' = Number(answered) >= Number(previous) ? 'up' : 'down';
  const next: BetSlipItem = {
    ...item,
    odds: answered,
    priceChange: Number(answered) === Number(previous) ? null : { previous, direction },
    error: null,
    placing: false,
  };
  return next.type === 'race' && next.betType === 'win' ? { ...next, winOdds: answered } : next;
}

/** What the cached race or event says about a selection right now. */
export interface LivePrice {
  /** The win price of the runner, or the outcome's price; null when there is none. */
  price: string | null;
  closed: SlipClosedReason | null;
}

export function raceLivePrice(race: TRaceCard, entryId: number): LivePrice | undefined {
  const entry = race.entries.find((candidate) => candidate.id === entryId);
  if (!entry) return undefined;
  const price = entry.currentOdds ?? entry.morningLineOdds;
  const closed =
    race.status !== 'scheduled' ? 'raceClosed' : entry.scratched ? 'scratched' : price === null ? 'noOdds' : null;
  return { price, closed };
}

export function sportLivePrice(event: TSportEventResponse, betType: TSportBetType): LivePrice {
  const price = event.odds?.[betType] ?? null;
  const open = event.status === 'scheduled' || event.status === 'live';
  return { price, closed: !open ? 'eventClosed' : price === null ? 'noOdds' : null };
}

/**
 * Brings one item up to date with the cache: a new price moves the odds (a pending price change
 * stays pending, now at the newer price), and a race that went off or a withdrawn runner closes it.
 * Returns the same object when nothing changed.
 */
export function withLivePrice(item: BetSlipItem, live: LivePrice | undefined): BetSlipItem {
  if (!live) return item;
  let next = item;
  if (live.closed !== item.closed) next = { ...next, closed: live.closed };
  if (live.price !== null && live.price !== item.seenPrice) {
    const odds = next.type === 'race' ? raceBetOdds(next.betType, live.price) : live.price;
    // Back at the price the player had: nothing left to accept.
    const priceChange =
      next.priceChange && Number(odds) !== Number(next.priceChange.previous)
        ? {
            previous: next.priceChange.previous,
            direction: Number(odds) > Number(next.priceChange.previous) ? ('up' as const) : ('down' as const),
          }
        : null;
    next =
      next.type === 'race'
        ? { ...next, winOdds: live.price, odds, seenPrice: live.price, priceChange }
        : { ...next, odds, seenPrice: live.price, priceChange };
  }
  return next;
}
