import { ZAdminCashierRequestResponseSchema, ZCashierRequestResponseSchema } from './cashier';
import { INT32_MAX } from './ids';
import { ZRaceStatusSchema } from './racing';
import { ZSportEventStatusSchema, ZSportOddsSchema } from './sports';
import { z } from './zod-config';

/** WebSocket /ws, client → server (DESIGN §7). */
export const ZClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe_race'), raceId: z.number().int().positive().max(INT32_MAX) }),
  z.object({ type: z.literal('subscribe_odds'), raceId: z.number().int().positive().max(INT32_MAX) }),
  /** Without raceId: every subscription of this socket. */
  z.object({ type: z.literal('unsubscribe'), raceId: z.number().int().positive().max(INT32_MAX).optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type TClientMessage = z.infer<typeof ZClientMessageSchema>;

/** WebSocket /ws, server → client (DESIGN §7). */
export const ZServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('odds_update'),
    raceId: z.number().int(),
    data: z.array(z.object({ entryId: z.number().int(), currentOdds: z.string(), scratched: z.boolean().optional() })),
  }),
  z.object({ type: z.literal('race_status'), raceId: z.number().int(), status: ZRaceStatusSchema }),
  z.object({
    type: z.literal('race_result'),
    raceId: z.number().int(),
    results: z.array(
      z.object({
        entryId: z.number().int(),
        horseName: z.string(),
        position: z.number().int(),
        finishTime: z.string().nullable(),
      }),
    ),
  }),
  z.object({
    type: z.literal('sport_update'),
    eventId: z.number().int(),
    status: ZSportEventStatusSchema,
    homeScore: z.number().int().nullable(),
    awayScore: z.number().int().nullable(),
    odds: ZSportOddsSchema.nullable(),
  }),
  z.object({ type: z.literal('balance_update'), balance: z.string() }),
  /** To the owner's sockets: one of their cashier requests changed (DESIGN §9). */
  z.object({ type: z.literal('cashier_update'), request: ZCashierRequestResponseSchema }),
  /** To staff sockets: a request was made, decided or cancelled. */
  z.object({ type: z.literal('cashier_request'), request: ZAdminCashierRequestResponseSchema }),
  z.object({ type: z.literal('connected') }),
  z.object({ type: z.literal('pong') }),
]);
export type TServerMessage = z.infer<typeof ZServerMessageSchema>;
