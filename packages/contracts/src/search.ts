import { RACE_STATUSES, SPORT_EVENT_STATUSES } from './enums';
import { SEARCH_MESSAGES } from './messages';
import { ZSportMatchSchema } from './sport-match';
import { z } from './zod-config';

/** What search finds, each its own group of the answer. */
export const SEARCH_KINDS = ['race', 'horse', 'jockey', 'racetrack', 'event'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

/** Each group of an answer holds at most this many. */
export const SEARCH_GROUP_LIMIT = 10;
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;

/**
 * GET /api/search?q=: 2 to 100 characters once trimmed. Each word of it must begin a word of the name,
 * case and Latin accents aside ("jose or" finds "José Ortiz"); any character is plain text.
 */
export const ZSearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .check(
      z.trim(),
      z.minLength(SEARCH_QUERY_MIN, SEARCH_MESSAGES.queryTooShort),
      z.maxLength(SEARCH_QUERY_MAX, SEARCH_MESSAGES.queryTooLong),
    ),
});
export type TSearchQuery = z.infer<typeof ZSearchQuerySchema>;

const ZSearchRacetrackSchema = z.object({ id: z.int(), name: z.string(), country: z.nullable(z.string()) });

/** A race a result leads to: its page is /race/{id}. */
export const ZSearchRaceSchema = z.object({
  id: z.int(),
  name: z.string(),
  racetrack: ZSearchRacetrackSchema,
  scheduledTime: z.string(),
  status: z.enum(RACE_STATUSES),
});
export type TSearchRace = z.infer<typeof ZSearchRaceSchema>;

/** The soonest race not yet run that a horse or a jockey is down for (a scratched runner does not count). */
export const ZSearchNextRaceSchema = z.object({
  id: z.int(),
  name: z.string(),
  racetrack: ZSearchRacetrackSchema,
  scheduledAt: z.string(),
});

export const ZSearchHorseSchema = z.object({
  id: z.int(),
  name: z.string(),
  nextRace: z.optional(ZSearchNextRaceSchema),
});

export const ZSearchJockeySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Their next ride: the race and the horse. */
  nextRide: z.optional(z.extend(ZSearchNextRaceSchema, { horseName: z.string() })),
});

export const ZSearchEventSchema = z.extend(ZSportMatchSchema, {
  status: z.enum(SPORT_EVENT_STATUSES),
});

/**
 * What a search answers, at most SEARCH_GROUP_LIMIT of each. Races and events: those to come, live,
 * and those finished in the last few days, the nearest in time first; the others by name.
 */
export const ZSearchResponseSchema = z.object({
  races: z.array(ZSearchRaceSchema),
  horses: z.array(ZSearchHorseSchema),
  jockeys: z.array(ZSearchJockeySchema),
  racetracks: z.array(ZSearchRacetrackSchema),
  events: z.array(ZSearchEventSchema),
});
export type TSearchResponse = z.infer<typeof ZSearchResponseSchema>;
