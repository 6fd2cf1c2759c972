import {
  type Cents,
  formatOddsHundredths,
  parseCents,
  parseOddsHundredths,
  priceRaceBet,
  type TRaceBetType,
  type TRaceCard,
  type TSportBetType,
  type TSportEventResponse,
  type TToteTicketPool,
} from '@galope/contracts';

import { betAmounts } from './bet-amounts';

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

/** How the race page's builder made a tote ticket: shown beside the pool's name ("Exacta Combinada"). */
export type ToteTicketKind = 'straight' | 'box' | 'key' | 'wheel';

/** A runner a tote ticket names, as the slip shows it: by program number, and by name for a reader. */
export interface ToteRunner {
  entryId: number;
  number: number | null;
  name: string;
}

/**
 * A tote ticket built on the race page (docs/rules/tote.md): one list of entry ids per position (a box or a
 * quinella: one list), its combinations as the builder counted them, the unit stake per combination
 * and the pool's minimum for it, from the pools answer.
 */
export interface ToteSelection {
  type: 'tote';
  raceId: number;
  race: string;
  pool: TToteTicketPool;
  /** Null for the pools picked from one list whatever the kind (win, place, show, quinella). */
  kind: ToteTicketKind | null;
  selections: number[][];
  box: boolean;
  runners: ToteRunner[];
  combinations: number;
  /** The stake per combination as typed ("1.00"): the cost is this × combinations. */
  unitStake: string;
  minimumStake: string;
}

export type BetSlipSelection = RaceSelection | SportSelection | ToteSelection;

/**
 * Why a selection can no longer be placed (read from the live race or event): a tote ticket whose
 * race went off is `raceClosed`, one naming a withdrawn runner `runnerScratched`.
 */
export type SlipClosedReason = 'raceClosed' | 'scratched' | 'runnerScratched' | 'eventClosed' | 'noOdds';

/**
 * Why the last attempt failed, kept as data so it shows in the page's current language: the
 * server's message (with the balance it sent for INSUFFICIENT_BALANCE), or a stake that is not a
 * positive amount.
 */
export type SlipError = { kind: 'server'; message: string; balance?: string } | { kind: 'invalidStake' };

/** What the slip keeps beside every item while the player places it. */
interface SlipPlacementState {
  closed: SlipClosedReason | null;
  placing: boolean;
  /** The last attempt's failure, shown under the item. */
  error: SlipError | null;
}

/** What the slip keeps beside each fixed-odds selection while the player stakes and places it. */
interface SlipItemState extends SlipPlacementState {
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
}

export type RaceSlipItem = RaceSelection & SlipItemState;
export type SportSlipItem = SportSelection & SlipItemState;
/** A tote ticket has no price to change: its dividend is known after the race. */
export type ToteSlipItem = ToteSelection & SlipPlacementState & { priceChange: null };
export type BetSlipItem = RaceSlipItem | SportSlipItem | ToteSlipItem;

/**
 * Items are identified by type and ids: one runner of a race, one outcome of an event, one tote
 * ticket by its race, pool, box flag and runners per position (in any order they were picked), so the
 * same ticket added twice is one item whatever its unit stake.
 */
export function betSlipItemId(item: BetSlipSelection | BetSlipItem): string {
  if (item.type === 'race') return `race:${item.raceId}:${item.raceEntryId}`;
  if (item.type === 'sport') return `sport:${item.eventId}:${item.betType}`;
  const positions = item.selections.map((list) => [...new Set(list)].sort((a, b) => a - b).join(','));
  return `tote:${item.raceId}:${item.pool}:${item.box ? 'box' : 'lists'}:${positions.join('|')}`;
}

/**
 * What a tote ticket costs: the unit stake × its combinations, in cents. Null when the unit stake is
 * not an amount with at most two decimals, is not positive or is under the pool's minimum.
 */
export function toteCostCents(
  ticket: Pick<ToteSelection, 'unitStake' | 'combinations' | 'minimumStake'>,
): Cents | null {
  const unit = parseCents(ticket.unitStake);
  if (unit === null || unit <= 0 || unit < (parseCents(ticket.minimumStake) ?? 0)) return null;
  return unit * ticket.combinations;
}

/** What placing the item debits, in cents; null when its stake cannot be placed as typed. */
export function slipItemDebitCents(item: BetSlipItem): Cents | null {
  return item.type === 'tote' ? toteCostCents(item) : (betAmounts(item.stake, item.odds)?.stakeCents ?? null);
}

/**
 * The slip's totals over the items that can be placed: what is debited (tote tickets' cost included)
 * and the fixed-odds bets' potential return (a tote ticket pays its dividend, unknown until the result).
 */
export function slipTotals(items: readonly BetSlipItem[]): { stake: Cents; winnings: Cents } {
  return items.reduce(
    (sum, item) => {
      if (item.closed !== null) return sum;
      if (item.type === 'tote') return { ...sum, stake: sum.stake + (toteCostCents(item) ?? 0) };
      const amounts = betAmounts(item.stake, item.odds);
      return amounts ? { stake: sum.stake + amounts.stakeCents, winnings: sum.winnings + amounts.winningsCents } : sum;
    },
    { stake: 0, winnings: 0 },
  );
}

/** A race bet's price: win is the win odds, place and show come from them (contracts' rule). */
export function raceBetOdds(betType: TRaceBetType, winOdds: string): string {
  return formatOddsHundredths(priceRaceBet(betType, parseOddsHundredths(winOdds) ?? 100));
}

export function newBetSlipItem(selection: RaceSelection): RaceSlipItem;
export function newBetSlipItem(selection: ToteSelection): ToteSlipItem;
export function newBetSlipItem(selection: RaceSelection | SportSelection): RaceSlipItem | SportSlipItem;
export function newBetSlipItem(selection: BetSlipSelection): BetSlipItem;
export function newBetSlipItem(selection: BetSlipSelection): BetSlipItem {
  const state = {
    stake: '',
    priceChange: null,
    closed: null,
    placing: false,
    error: null,
  } as const;
  if (selection.type === 'tote') {
    return { ...selection, priceChange: null, closed: null, placing: false, error: null };
  }
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
  if (item.type === 'tote') return { ...item, placing: false };
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

/**
 * A tote ticket is open while its race has not gone off and none of its runners that the race lists is
 * withdrawn (a board card lists only a few runners; the race page all of them).
 */
export function toteLiveState(race: TRaceCard, selections: readonly (readonly number[])[]): LivePrice {
  const picked = new Set(selections.flat());
  const closed =
    race.status !== 'scheduled'
      ? 'raceClosed'
      : race.entries.some((entry) => entry.scratched && picked.has(entry.id))
        ? 'runnerScratched'
        : null;
  return { price: null, closed };
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
  if (next.type !== 'tote' && live.price !== null && live.price !== next.seenPrice) {
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
