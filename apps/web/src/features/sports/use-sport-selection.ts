import type { TSportBetType, TSportEventResponse } from '@galope/contracts';
import { useCallback } from 'react';

import { type SportSelection, useBetSlip } from '@/features/bet-slip';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';

/** Sample events (negative ids) stand in when there are none; nobody can bet on them. */
export function isSampleEvent(event: TSportEventResponse): boolean {
  return event.id < 0;
}

/** Sport bets are taken on scheduled or live events whose outcome has a price (docs/rules/betting.md). */
export function isBettable(event: TSportEventResponse, betType: TSportBetType): boolean {
  return (
    !isSampleEvent(event) && (event.status === 'scheduled' || event.status === 'live') && Boolean(event.odds?.[betType])
  );
}

function toSlipItem(event: TSportEventResponse, betType: TSportBetType, drawLabel: string): SportSelection {
  return {
    type: 'sport',
    eventId: event.id,
    sport: event.sport,
    tournament: event.tournament,
    betType,
    team: betType === 'home' ? event.homeTeam : betType === 'away' ? event.awayTeam : drawLabel,
    odds: event.odds?.[betType] ?? '1.00',
    event: `${event.homeTeam} vs ${event.awayTeam}`,
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    scheduledTime: event.scheduledTime,
  };
}

/** Picking an outcome puts it in the slip or takes it out; a guest is asked to log in instead. */
export function useSportSelection(drawLabel: string) {
  const slip = useBetSlip();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const isSelected = useCallback(
    (event: TSportEventResponse, betType: TSportBetType) => slip.has(toSlipItem(event, betType, drawLabel)),
    [slip, drawLabel],
  );
  const toggle = useCallback(
    (event: TSportEventResponse, betType: TSportBetType) => {
      if (!isBettable(event, betType)) return;
      if (!user) {
        prompt.open({ mode: 'login' });
        return;
      }
      slip.toggle(toSlipItem(event, betType, drawLabel));
    },
    [slip, user, prompt, drawLabel],
  );
  return { isSelected, toggle };
}
