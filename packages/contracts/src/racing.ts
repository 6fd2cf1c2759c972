import { RACE_STATUSES } from './enums';
import { zId } from './ids';
import { z } from './zod-config';

/** Decimal odds on the wire: a string with two decimals, >= 1.01 ("3.50"). */
export const ZOddsStringSchema = z.string().check(z.regex(/^\d+\.\d{2}$/));

export const ZRaceStatusSchema = z.enum(RACE_STATUSES);

/** Race entry as shown to clients, plus the form details the race page shows. */
export const ZRaceEntryResponseSchema = z.object({
  id: z.int(),
  horse: z.object({
    id: z.int(),
    name: z.string(),
    age: z.nullable(z.int()),
    sex: z.nullable(z.string()),
    weight: z.nullable(z.int()),
    form: z.nullable(z.string()),
    trainer: z.nullable(z.string()),
    owner: z.nullable(z.string()),
  }),
  jockey: z.object({ id: z.nullable(z.int()), name: z.nullable(z.string()) }),
  currentOdds: z.nullable(ZOddsStringSchema),
  morningLineOdds: z.nullable(ZOddsStringSchema),
  postPosition: z.nullable(z.int()),
  /** The program number players bet by (the post position here). */
  number: z.nullable(z.int()),
  finishPosition: z.nullable(z.int()),
  /** Seconds, three decimals ("95.432"). */
  finishTime: z.nullable(z.string()),
  scratched: z.boolean(),
});
export type TRaceEntryResponse = z.infer<typeof ZRaceEntryResponseSchema>;

/** Race as shown to clients, plus the card details the board and race page show. */
export const ZRaceResponseSchema = z.object({
  id: z.int(),
  name: z.string(),
  racetrack: z.object({
    id: z.int(),
    name: z.string(),
    location: z.nullable(z.string()),
    country: z.nullable(z.string()),
  }),
  scheduledTime: z.string(),
  status: ZRaceStatusSchema,
  /** Metres. */
  distance: z.nullable(z.int()),
  /** Furlongs ("8.0"). */
  distanceF: z.nullable(z.string()),
  category: z.nullable(z.string()),
  pattern: z.nullable(z.string()),
  raceClass: z.nullable(z.string()),
  type: z.nullable(z.string()),
  ageBand: z.nullable(z.string()),
  going: z.nullable(z.string()),
  surface: z.nullable(z.string()),
  prize: z.nullable(z.string()),
  fieldSize: z.nullable(z.int()),
  winnerId: z.nullable(z.int()),
  actualStartTime: z.nullable(z.string()),
  actualEndTime: z.nullable(z.string()),
  hasLiveStream: z.boolean(),
  hasReplay: z.boolean(),
  liveStreamUrl: z.nullable(z.string()),
  replayVideoUrl: z.nullable(z.string()),
  videoProvider: z.nullable(z.string()),
  videoThumbnail: z.nullable(z.string()),
  embedVideoUrl: z.nullable(z.string()),
  isEmbeddable: z.boolean(),
  entries: z.array(ZRaceEntryResponseSchema),
});
export type TRaceResponse = z.infer<typeof ZRaceResponseSchema>;

export const ZRaceListResponseSchema = z.array(ZRaceResponseSchema);

export const ZIdParamsSchema = z.object({ id: zId() });

export const ZUpdateVideosResponseSchema = z.object({
  liveStreams: z.int(),
  replays: z.int(),
});
