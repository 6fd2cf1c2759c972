import { SPORT_EVENT_STATUSES } from './enums';
import { ZOddsStringSchema } from './racing';
import { z } from './zod-config';

export const ZSportEventStatusSchema = z.enum(SPORT_EVENT_STATUSES);

export const ZSportOddsSchema = z.object({
  home: ZOddsStringSchema,
  away: ZOddsStringSchema,
  /** Only for sports with a draw (football). */
  draw: ZOddsStringSchema.optional(),
});
export type TSportOdds = z.infer<typeof ZSportOddsSchema>;

/** sport_events as shown to clients (spec §3). */
export const ZSportEventResponseSchema = z.object({
  id: z.number().int(),
  externalId: z.string().nullable(),
  /** football, basketball, tennis, … */
  sport: z.string(),
  tournament: z.string().nullable(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  scheduledTime: z.string(),
  status: ZSportEventStatusSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  odds: ZSportOddsSchema.nullable(),
  country: z.string().nullable(),
  venue: z.string().nullable(),
  city: z.string().nullable(),
  actualStartTime: z.string().nullable(),
  actualEndTime: z.string().nullable(),
  details: z
    .object({
      referee: z.string().optional(),
      attendance: z.number().int().optional(),
      weather: z.string().optional(),
      surface: z.string().optional(),
    })
    .nullable(),
  recentForm: z.object({ home: z.array(z.enum(['W', 'D', 'L'])), away: z.array(z.enum(['W', 'D', 'L'])) }).nullable(),
  headToHead: z
    .object({
      total: z.number().int(),
      homeWins: z.number().int(),
      awayWins: z.number().int(),
      lastMeeting: z.object({ date: z.string(), result: z.string(), venue: z.string() }).optional(),
    })
    .nullable(),
});
export type TSportEventResponse = z.infer<typeof ZSportEventResponseSchema>;
export const ZSportEventListResponseSchema = z.array(ZSportEventResponseSchema);
