import { DATE_RANGE_MESSAGES, optionalParam, zCalendarDay } from './date-range';
import { zId } from './ids';
import { RESULT_MESSAGES } from './messages';
import { ZMoneyStringSchema } from './money';
import { ZSportMatchSchema } from './sport-match';
import { ZRaceDividendsResponseSchema } from './tote';
import { z } from './zod-config';

export const ZPendingRaceEntrySchema = z.object({
  id: z.int(),
  horseName: z.string(),
  postPosition: z.nullable(z.int()),
  scratched: z.boolean(),
});

export const ZPendingRaceSchema = z.object({
  id: z.int(),
  name: z.string(),
  racetrackName: z.string(),
  scheduledTime: z.string(),
  /** Bets still waiting for this race's result. */
  pendingBets: z.int(),
  entries: z.array(ZPendingRaceEntrySchema),
});
export type TPendingRace = z.infer<typeof ZPendingRaceSchema>;

export const ZPendingSportEventSchema = z.extend(ZSportMatchSchema, {
  /** The last score the source sent, if any: a starting point for staff. */
  homeScore: z.nullable(z.int()),
  awayScore: z.nullable(z.int()),
  pendingBets: z.int(),
});
export type TPendingSportEvent = z.infer<typeof ZPendingSportEventSchema>;

/** GET /api/admin/results-pending: the oldest first. */
export const ZResultsPendingResponseSchema = z.object({
  /** RESULT_GRACE_HOURS: how long past its expected end an item waited before it was listed. */
  graceHours: z.number(),
  races: z.array(ZPendingRaceSchema),
  events: z.array(ZPendingSportEventSchema),
});
export type TResultsPendingResponse = z.infer<typeof ZResultsPendingResponseSchema>;

/** A whole number from `min` to `max`, anything else refused with the one `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

const position = wholeNumber(1, 99, RESULT_MESSAGES.positionInvalid);

/**
 * POST /api/admin/races/{id}/result. Runners not listed did not place. Positions are a standard
 * competition ranking (dead heats share a position and the next one is skipped: 1, 1, 3).
 */
export const ZEnterRaceResultRequestSchema = z.object({
  positions: z
    .array(z.object({ entryId: z.int().check(z.positive(), z.lte(2_147_483_647)), position }), {
      error: RESULT_MESSAGES.positionsRequired,
    })
    .check(
      z.minLength(1, RESULT_MESSAGES.positionsRequired),
      z.maxLength(60),
      z.superRefine((positions, ctx) => {
        const ids = new Set(positions.map((item) => item.entryId));
        if (ids.size !== positions.length) ctx.addIssue({ code: 'custom', message: RESULT_MESSAGES.entryRepeated });
        else if (!isCompetitionRanking(positions.map((item) => item.position))) {
          ctx.addIssue({ code: 'custom', message: RESULT_MESSAGES.positionsGap });
        }
      }),
    ),
});
export type TEnterRaceResultRequest = z.infer<typeof ZEnterRaceResultRequestSchema>;

/** 1, 2, 3 or, with dead heats, 1, 1, 3 or 1, 2, 2, 4: every position is 1 + the runners ahead of it. */
export function isCompetitionRanking(positions: readonly number[]): boolean {
  const sorted = [...positions].sort((a, b) => a - b);
  return sorted.every((value, index) => value === index + 1 || (index > 0 && value === sorted[index - 1]));
}

const score = wholeNumber(0, 999, RESULT_MESSAGES.scoreInvalid);

/** POST /api/admin/sports/events/{id}/result: the final score. */
export const ZEnterSportResultRequestSchema = z.object({ homeScore: score, awayScore: score });
export type TEnterSportResultRequest = z.infer<typeof ZEnterSportResultRequestSchema>;

/** POST /api/admin/races/{id}/cancel and /api/admin/sports/events/{id}/cancel: how many bets were refunded. */
export const ZCancelResponseSchema = z.object({ message: z.string(), refunded: z.int() });
export type TCancelResponse = z.infer<typeof ZCancelResponseSchema>;

/** What entering a result answers: how many bets were settled (or refunded). */
export const ZResultSettledResponseSchema = z.object({ message: z.string(), settled: z.int() });
export type TResultSettledResponse = z.infer<typeof ZResultSettledResponseSchema>;

/** What GET /api/results lists: races, sport events, or both when the query names neither. */
export const RESULT_KINDS = ['races', 'sports'] as const;
export type TResultKind = (typeof RESULT_KINDS)[number];

/**
 * GET /api/results?date=YYYY-MM-DD&kind=races|sports&racetrackId=: one day of the site's calendar
 * (America/Mexico_City), whatever the viewer's zone.
 */
export const ZResultsQuerySchema = z.object({
  date: zCalendarDay({
    required: RESULT_MESSAGES.dayRequired,
    invalid: DATE_RANGE_MESSAGES.dayInvalid,
    outOfRange: DATE_RANGE_MESSAGES.dayOutOfRange,
  }),
  kind: optionalParam(z.enum(RESULT_KINDS, { error: RESULT_MESSAGES.kindInvalid })),
  racetrackId: optionalParam(zId(RESULT_MESSAGES.racetrackInvalid)),
});
export type TResultsQuery = z.infer<typeof ZResultsQuerySchema>;

/** A runner of a finished race: placed ones first, by position; the fixed-odds returns per 1.00 where it paid. */
export const ZResultRunnerSchema = z.object({
  entryId: z.int(),
  /** The program number. */
  number: z.nullable(z.int()),
  horseName: z.string(),
  jockeyName: z.nullable(z.string()),
  finishPosition: z.nullable(z.int()),
  /** The win odds the race finished at. */
  finalOdds: z.nullable(ZMoneyStringSchema),
  /** What a fixed-odds bet of 1.00 at the final odds returned (win: first; place: first two; show: first three; a dead heat shares it), else null. */
  pays: z.object({
    win: z.nullable(ZMoneyStringSchema),
    place: z.nullable(ZMoneyStringSchema),
    show: z.nullable(ZMoneyStringSchema),
  }),
});
export type TResultRunner = z.infer<typeof ZResultRunnerSchema>;

export const ZResultRaceSchema = z.object({
  id: z.int(),
  name: z.string(),
  scheduledTime: z.string(),
  racetrack: z.object({ id: z.int(), name: z.string(), country: z.nullable(z.string()) }),
  runners: z.array(ZResultRunnerSchema),
  /** The tote's dividends and refunds, as GET /api/races/{id}/dividends gives them (empty before the tote settles). */
  tote: ZRaceDividendsResponseSchema,
});
export type TResultRace = z.infer<typeof ZResultRaceSchema>;

/** A finished sport event with its score: the pending event's fields but its bets. */
export const ZResultEventSchema = z.omit(ZPendingSportEventSchema, { pendingBets: true });
export type TResultEvent = z.infer<typeof ZResultEventSchema>;

export const ZResultsResponseSchema = z.object({
  date: z.string(),
  /** Every racetrack with a finished race that day, whatever the filter: the page's racetrack choices. */
  racetracks: z.array(z.object({ id: z.int(), name: z.string() })),
  races: z.array(ZResultRaceSchema),
  events: z.array(ZResultEventSchema),
});
export type TResultsResponse = z.infer<typeof ZResultsResponseSchema>;
