import { z } from './zod-config';

/**
 * A match as a list names it: the sport, the tournament, the two teams and the kick-off. The results
 * waiting for staff and the search's events each add what they show beside it.
 */
export const ZSportMatchSchema = z.object({
  id: z.int(),
  sport: z.string(),
  tournament: z.nullable(z.string()),
  homeTeam: z.string(),
  awayTeam: z.string(),
  scheduledTime: z.string(),
});
