import { RACE_STATUSES } from './enums';
import { zId } from './ids';
import { z } from './zod-config';

/** Decimal odds on the wire: a string with two decimals, >= 1.01 ("3.50"). */
export const ZOddsStringSchema = z.string().regex(/^\d+\.\d{2}$/);

export const ZRaceStatusSchema = z.enum(RACE_STATUSES);

/** Race entry as shown to clients (spec §3), plus the form details the race page shows. */
export const ZRaceEntryResponseSchema = z.object({
  id: z.number().int(),
  horse: z.object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int().nullable(),
    sex: z.string().nullable(),
    weight: z.number().int().nullable(),
    form: z.string().nullable(),
    trainer: z.string().nullable(),
    owner: z.string().nullable(),
  }),
  jockey: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  currentOdds: ZOddsStringSchema.nullable(),
  morningLineOdds: ZOddsStringSchema.nullable(),
  postPosition: z.number().int().nullable(),
  finishPosition: z.number().int().nullable(),
  /** Seconds, three decimals ("95.432"). */
  finishTime: z.string().nullable(),
  scratched: z.boolean(),
});
export type TRaceEntryResponse = z.infer<typeof ZRaceEntryResponseSchema>;

/** Race as shown to clients (spec §3), plus the card details the board and race page show. */
export const ZRaceResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  racetrack: z.object({
    id: z.number().int(),
    name: z.string(),
    location: z.string().nullable(),
    country: z.string().nullable(),
  }),
  scheduledTime: z.string(),
  status: ZRaceStatusSchema,
  /** Metres. */
  distance: z.number().int().nullable(),
  /** Furlongs ("8.0"). */
  distanceF: z.string().nullable(),
  category: z.string().nullable(),
  pattern: z.string().nullable(),
  raceClass: z.string().nullable(),
  type: z.string().nullable(),
  ageBand: z.string().nullable(),
  going: z.string().nullable(),
  surface: z.string().nullable(),
  prize: z.string().nullable(),
  fieldSize: z.number().int().nullable(),
  winnerId: z.number().int().nullable(),
  actualStartTime: z.string().nullable(),
  actualEndTime: z.string().nullable(),
  hasLiveStream: z.boolean(),
  hasReplay: z.boolean(),
  liveStreamUrl: z.string().nullable(),
  replayVideoUrl: z.string().nullable(),
  videoProvider: z.string().nullable(),
  videoThumbnail: z.string().nullable(),
  embedVideoUrl: z.string().nullable(),
  isEmbeddable: z.boolean(),
  entries: z.array(ZRaceEntryResponseSchema),
});
export type TRaceResponse = z.infer<typeof ZRaceResponseSchema>;

export const ZRaceListResponseSchema = z.array(ZRaceResponseSchema);

export const ZIdParamsSchema = z.object({ id: zId() });

export const ZUpdateVideosResponseSchema = z.object({ liveStreams: z.number().int(), replays: z.number().int() });
