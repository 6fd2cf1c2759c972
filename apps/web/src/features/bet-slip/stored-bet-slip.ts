import { readStorage, removeStorage, writeStorage } from '@/lib/preferences/local-storage';

import type { BetSlipItem } from './bet-slip-items';

/** One key per account: a shared phone or a second account in the same browser keeps each slip apart. */
export const betSlipStorageKey = (userId: number) => `galope.betSlip.${userId}`;

/** What is kept of a slip: the selections as picked and their stakes as typed, not a placement under way. */
export function writeStoredBetSlip(userId: number, items: readonly BetSlipItem[]): void {
  if (items.length === 0) {
    removeStorage(betSlipStorageKey(userId));
    return;
  }
  const kept = items.map((item) =>
    item.type === 'tote'
      ? {
          type: item.type,
          raceId: item.raceId,
          race: item.race,
          pool: item.pool,
          kind: item.kind,
          selections: item.selections,
          box: item.box,
          runners: item.runners,
          combinations: item.combinations,
          unitStake: item.unitStake,
          minimumStake: item.minimumStake,
        }
      : item.type === 'race'
        ? {
            type: item.type,
            raceId: item.raceId,
            raceEntryId: item.raceEntryId,
            betType: item.betType,
            horse: item.horse,
            jockey: item.jockey,
            race: item.race,
            winOdds: item.winOdds,
            stake: item.stake,
          }
        : {
            type: item.type,
            eventId: item.eventId,
            sport: item.sport,
            tournament: item.tournament,
            betType: item.betType,
            team: item.team,
            event: item.event,
            homeTeam: item.homeTeam,
            awayTeam: item.awayTeam,
            scheduledTime: item.scheduledTime,
            odds: item.odds,
            stake: item.stake,
          },
  );
  writeStorage(betSlipStorageKey(userId), JSON.stringify({ items: kept }));
}

/** The kept slip's text, unread: parsing and checking it waits for restore-bet-slip.ts, loaded only when there is one. */
export function readStoredBetSlip(userId: number): string | null {
  return readStorage(betSlipStorageKey(userId));
}
