import { SPORT_EVENT_STATUSES } from './enums';
import { ZOddsStringSchema } from './racing';
import { z } from './zod-config';

export const ZSportEventStatusSchema = z.enum(SPORT_EVENT_STATUSES);

export const ZSportOddsSchema = z.object({
  home: ZOddsStringSchema,
  away: ZOddsStringSchema,
  /** Only for sports with a draw (football). */
  draw: z.optional(ZOddsStringSchema),
});
export type TSportOdds = z.infer<typeof ZSportOddsSchema>;

/** sport_events as shown to clients. */
export const ZSportEventResponseSchema = z.object({
  id: z.int(),
  externalId: z.nullable(z.string()),
  /** football, basketball, tennis, … */
  sport: z.string(),
  tournament: z.nullable(z.string()),
  homeTeam: z.string(),
  awayTeam: z.string(),
  scheduledTime: z.string(),
  status: ZSportEventStatusSchema,
  homeScore: z.nullable(z.int()),
  awayScore: z.nullable(z.int()),
  odds: z.nullable(ZSportOddsSchema),
  country: z.nullable(z.string()),
  venue: z.nullable(z.string()),
  city: z.nullable(z.string()),
  actualStartTime: z.nullable(z.string()),
  actualEndTime: z.nullable(z.string()),
  details: z.nullable(
    z.object({
      referee: z.optional(z.string()),
      attendance: z.optional(z.int()),
      weather: z.optional(z.string()),
      surface: z.optional(z.string()),
    }),
  ),
  recentForm: z.nullable(z.object({ home: z.array(z.enum(['W', 'D', 'L'])), away: z.array(z.enum(['W', 'D', 'L'])) })),
  headToHead: z.nullable(
    z.object({
      total: z.int(),
      homeWins: z.int(),
      awayWins: z.int(),
      lastMeeting: z.optional(z.object({ date: z.string(), result: z.string(), venue: z.string() })),
    }),
  ),
});
export type TSportEventResponse = z.infer<typeof ZSportEventResponseSchema>;
export const ZSportEventListResponseSchema = z.array(ZSportEventResponseSchema);
