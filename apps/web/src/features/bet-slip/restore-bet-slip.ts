import {
  RACE_BET_TYPES,
  SPORT_BET_TYPES,
  ZOddsStringSchema,
  ZRaceResponseSchema,
  ZSportEventResponseSchema,
  zId,
} from '@galope/contracts';
import { z } from 'zod/mini';

import { api, isApiError } from '@/lib/api-client';

import {
  type BetSlipItem,
  type LivePrice,
  newBetSlipItem,
  raceLivePrice,
  type SlipClosedReason,
  sportLivePrice,
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

/** A slip as stored-bet-slip.ts writes it; anything else (an older shape, an edited entry) is no slip. */
const ZStoredBetSlipSchema = z.object({
  items: z
    .array(z.discriminatedUnion('type', [ZStoredRaceSelectionSchema, ZStoredSportSelectionSchema]))
    .check(z.maxLength(50)),
});

/** A selection taken out of the restored slip, and why: its race went off, its runner was withdrawn. */
export type DroppedSelection = { name: string; reason: SlipClosedReason };

/** These can never be bet again; a selection without a price yet may still get one. */
const GONE: readonly (SlipClosedReason | null)[] = ['raceClosed', 'eventClosed', 'scratched'];

/**
 * What the server says of a selection now: its race or event read again, so a race that went off
 * while the tab was away is known before the slip shows it. Not found: it is gone. Unreachable:
 * undefined, and the slip keeps the selection (the live prices will tell).
 */
async function livePrice(item: BetSlipItem): Promise<LivePrice | undefined> {
  try {
    if (item.type === 'race') {
      const race = ZRaceResponseSchema.parse(await api.get<unknown>(`/api/races/${item.raceId}`));
      return raceLivePrice(race, item.raceEntryId) ?? { price: null, closed: 'scratched' };
    }
    const event = ZSportEventResponseSchema.parse(await api.get<unknown>(`/api/sports/event/${item.eventId}`));
    return sportLivePrice(event, item.betType);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return { price: null, closed: item.type === 'race' ? 'raceClosed' : 'eventClosed' };
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
  const checked = await Promise.all(
    stored.items.map(async ({ stake, ...selection }) => {
      const item = { ...newBetSlipItem(selection), stake };
      return withLivePrice(item, await livePrice(item));
    }),
  );
  const items: BetSlipItem[] = [];
  const dropped: DroppedSelection[] = [];
  for (const item of checked) {
    if (item.closed && GONE.includes(item.closed)) {
      dropped.push({
        name: item.type === 'race' ? `${item.horse} (${item.race})` : `${item.team} (${item.event})`,
        reason: item.closed,
      });
    } else {
      items.push(item);
    }
  }
  return { items, dropped };
}
