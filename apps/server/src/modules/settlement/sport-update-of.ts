import type { TSportEventStatus, TSportOdds } from '@galope/contracts';
import type { LiveEvent } from '../live';

/** The live message announcing a fixture's new status with its score and prices as they stand. */
export function sportUpdateOf(event: {
  id: number;
  status: TSportEventStatus;
  homeScore: number | null;
  awayScore: number | null;
  odds: TSportOdds | null;
}): LiveEvent {
  return {
    type: 'sport_update',
    eventId: event.id,
    status: event.status,
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    odds: event.odds ?? null,
  };
}
