import type { TRaceCard, TRaceCardEntry } from '@galope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { type RaceSelection, useBetSlip } from '@/features/bet-slip';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';

import { entryOdds } from './race-runners';

function toSlipItem(race: TRaceCard, entry: TRaceCardEntry): RaceSelection {
  return {
    type: 'race',
    raceId: race.id,
    raceEntryId: entry.id,
    betType: 'win',
    horse: entry.horse.name,
    jockey: entry.jockey.name,
    // Spec §5: current odds, else the morning line, else 1.0.
    winOdds: entryOdds(entry) ?? '1.00',
    race: `${race.racetrack.name} · ${race.name}`,
  };
}

/**
 * Race bets are taken only before the off, on runners still in the race (docs/rules/betting.md) that have a
 * price: a source may publish a card before its prices, and the server refuses a bet without one.
 */
export function isSelectable(race: TRaceCard, entry: TRaceCardEntry): boolean {
  return race.status === 'scheduled' && !entry.scratched && entryOdds(entry) !== null;
}

/** Picking a runner puts it in the slip or takes it out; a guest is asked to log in instead. */
export function useRaceSelection() {
  const slip = useBetSlip();
  // Read when a runner is pressed, not watched: one observer per runner row was a cost of every card.
  const queryClient = useQueryClient();
  const prompt = useAuthPrompt();
  const isSelected = useCallback((race: TRaceCard, entry: TRaceCardEntry) => slip.has(toSlipItem(race, entry)), [slip]);
  const toggle = useCallback(
    (race: TRaceCard, entry: TRaceCardEntry) => {
      if (!isSelectable(race, entry)) return;
      if (!queryClient.getQueryData(currentUserQueryKey)) {
        prompt.open({ mode: 'login' });
        return;
      }
      slip.toggle(toSlipItem(race, entry));
    },
    [slip, queryClient, prompt],
  );
  return { isSelected, toggle };
}
