import { ZAdminCashierRequestResponseSchema, ZCashierRequestResponseSchema } from './cashier';
import { INT32_MAX } from './ids';
import { ZRaceStatusSchema } from './racing';
import { ZSportEventStatusSchema, ZSportOddsSchema } from './sports';
import { z } from './zod-config';

/** WebSocket /ws, client → server (DESIGN §7). */
export const ZClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe_race'), raceId: z.int().check(z.positive(), z.lte(INT32_MAX)) }),
  z.object({ type: z.literal('subscribe_odds'), raceId: z.int().check(z.positive(), z.lte(INT32_MAX)) }),
  /** Without raceId: every subscription of this socket. */
  z.object({
    type: z.literal('unsubscribe'),
    raceId: z.optional(z.int().check(z.positive(), z.lte(INT32_MAX))),
  }),
  z.object({ type: z.literal('ping') }),
]);
export type TClientMessage = z.infer<typeof ZClientMessageSchema>;

/** WebSocket /ws, server → client (DESIGN §7). */
export const ZServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('odds_update'),
    raceId: z.int(),
    data: z.array(z.object({ entryId: z.int(), currentOdds: z.string(), scratched: z.optional(z.boolean()) })),
  }),
  z.object({ type: z.literal('race_status'), raceId: z.int(), status: ZRaceStatusSchema }),
  z.object({
    type: z.literal('race_result'),
    raceId: z.int(),
    results: z.array(
      z.object({
        entryId: z.int(),
        horseName: z.string(),
        position: z.int(),
        finishTime: z.nullable(z.string()),
      }),
    ),
  }),
  z.object({
    type: z.literal('sport_update'),
    eventId: z.int(),
    status: ZSportEventStatusSchema,
    homeScore: z.nullable(z.int()),
    awayScore: z.nullable(z.int()),
    odds: z.nullable(ZSportOddsSchema),
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
