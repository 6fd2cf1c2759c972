import {
  RACE_BET_TYPES,
  SPORT_BET_TYPES,
  TOTE_POOL_POSITIONS,
  TOTE_POOLS,
  ZMoneyStringSchema,
  ZOddsStringSchema,
  ZRaceResponseSchema,
  ZSportEventResponseSchema,
  zId,
} from '@galope/contracts';
import { z } from 'zod/mini';

import { api, isApiError } from '@/lib/api/api-client';

import {
  type BetSlipItem,
  type LivePrice,
  newBetSlipItem,
  raceLivePrice,
  type SlipClosedReason,
  sportLivePrice,
  toteLiveState,
  withLivePrice,
} from './bet-slip-items';

const zText = () => z.string().check(z.maxLength(200));
/** The stake as the player typed it: checked as money when placed, like a stake typed now. */
const zStake = () => z.string().check(z.maxLength(20));

const ZStoredRaceSelectionSchema = z.object({
  type: z.literal('race'),
  raceId: zId(),
  raceEntryId: zId(),
  betType: z.enum(RACE_BET_TYPES),
  horse: zText(),
  jockey: z.nullable(zText()),
  race: zText(),
  winOdds: ZOddsStringSchema,
  stake: zStake(),
});

const ZStoredSportSelectionSchema = z.object({
  type: z.literal('sport'),
  eventId: zId(),
  sport: zText(),
  tournament: z.nullable(zText()),
  betType: z.enum(SPORT_BET_TYPES),
  team: zText(),
  event: zText(),
  homeTeam: zText(),
  awayTeam: zText(),
  scheduledTime: zText(),
  odds: ZOddsStringSchema,
  stake: zStake(),
});

/**
 * A tote ticket as built on the race page. Its lists must fit its pool (one list for a box or a
 * quinella, else one per position) and every runner in them must be one it names for display.
 */
const ZStoredToteSelectionSchema = z
  .object({
    type: z.literal('tote'),
    raceId: zId(),
    race: zText(),
    pool: z.enum(TOTE_POOLS),
    kind: z.nullable(z.enum(['straight', 'box', 'key', 'wheel'])),
    selections: z.array(z.array(zId()).check(z.minLength(1), z.maxLength(40))).check(z.minLength(1), z.maxLength(4)),
    box: z.boolean(),
    runners: z.array(z.object({ entryId: zId(), number: z.nullable(z.int()), name: zText() })).check(z.maxLength(160)),
    combinations: z.int().check(z.gte(1), z.lte(10_000)),
    unitStake: zStake(),
    minimumStake: ZMoneyStringSchema,
  })
  .check(
    z.refine((ticket) => {
      const oneList = ticket.box || ticket.pool === 'quinella' || TOTE_POOL_POSITIONS[ticket.pool] === 1;
      const named = new Set(ticket.runners.map((runner) => runner.entryId));
      return (
        ticket.selections.length === (oneList ? 1 : TOTE_POOL_POSITIONS[ticket.pool]) &&
        ticket.selections.every((list) => list.every((entryId) => named.has(entryId)))
      );
    }),
  );

const ZStoredSelectionSchema = z.discriminatedUnion('type', [
  ZStoredRaceSelectionSchema,
  ZStoredSportSelectionSchema,
  ZStoredToteSelectionSchema,
]);

/**
 * A slip as stored-bet-slip.ts writes it; anything else is no slip. Each item is read on its own: one
 * in a shape this version does not know (an older one, an edited entry) is left out, not the slip.
 */
const ZStoredBetSlipSchema = z.object({ items: z.array(z.unknown()).check(z.maxLength(50)) });

/** An item taken out of the restored slip, and why: its race went off, its runner was withdrawn. */
export type DroppedSelection = { item: BetSlipItem; reason: SlipClosedReason };

/** These can never be bet again; a selection without a price yet may still get one. */
const GONE: readonly (SlipClosedReason | null)[] = ['raceClosed', 'eventClosed', 'scratched', 'runnerScratched'];

/** A kept selection back in the slip: a fixed-odds one with its stake, a tote ticket with its unit stake. */
function restoredItem(selection: z.infer<typeof ZStoredSelectionSchema>): BetSlipItem {
  if (selection.type === 'tote') return newBetSlipItem(selection);
  const { stake, ...picked } = selection;
  return { ...newBetSlipItem(picked), stake };
}

/**
 * What the server says of a selection now: its race or event read again, so a race that went off
 * while the tab was away is known before the slip shows it. Not found: it is gone. Unreachable:
 * undefined, and the slip keeps the selection (the live prices will tell).
 */
async function livePrice(item: BetSlipItem): Promise<LivePrice | undefined> {
  try {
    if (item.type === 'race' || item.type === 'tote') {
      const race = ZRaceResponseSchema.parse(await api.get<unknown>(`/api/races/${item.raceId}`));
      if (item.type === 'tote') return toteLiveState(race, item.selections);
      return raceLivePrice(race, item.raceEntryId) ?? { price: null, closed: 'scratched' };
    }
    const event = ZSportEventResponseSchema.parse(await api.get<unknown>(`/api/sports/event/${item.eventId}`));
    return sportLivePrice(event, item.betType);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return { price: null, closed: item.type === 'sport' ? 'eventClosed' : 'raceClosed' };
    }
    return undefined;
  }
}

/**
 * The slip kept for this player, validated with the contracts' rules for ids, bet types and odds,
 * each selection priced again from its race or event; those that can no longer be bet are left out
 * and listed, so the player is told rather than finding them gone.
 */
export async function restoreBetSlip(text: string): Promise<{ items: BetSlipItem[]; dropped: DroppedSelection[] }> {
  let stored: z.infer<typeof ZStoredBetSlipSchema>;
  try {
    const parsed = ZStoredBetSlipSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return { items: [], dropped: [] };
    stored = parsed.data;
  } catch {
    return { items: [], dropped: [] };
  }
  const selections = stored.items.flatMap((candidate) => {
    const parsed = ZStoredSelectionSchema.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
  const checked = await Promise.all(
    selections.map(async (selection) => {
      const item = restoredItem(selection);
      return withLivePrice(item, await livePrice(item));
    }),
  );
  const items: BetSlipItem[] = [];
  const dropped: DroppedSelection[] = [];
  for (const item of checked) {
    if (item.closed && GONE.includes(item.closed)) {
      dropped.push({ item, reason: item.closed });
    } else {
      items.push(item);
    }
  }
  return { items, dropped };
}
