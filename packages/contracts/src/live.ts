import { ZAdminCashierRequestResponseSchema, ZCashierRequestResponseSchema } from './cashier';
import { INT32_MAX } from './ids';
import { ZNotificationSchema } from './notifications';
import { ZRaceStatusSchema } from './racing';
import { ZSportEventStatusSchema, ZSportOddsSchema } from './sports';
import { TOTE_POOLS, ZToteProbableSchema } from './tote';
import { z } from './zod-config';

/** WebSocket /ws, client → server (docs/api.md, the live socket). */
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

/** WebSocket /ws, server → client (docs/api.md, the live socket). */
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
  /** To the race's subscribers: a tote pool's total and will-pays, at most once a second per pool. */
  z.object({
    type: z.literal('pool_update'),
    raceId: z.int(),
    pool: z.enum(TOTE_POOLS),
    total: z.string(),
    probables: z.array(ZToteProbableSchema),
  }),
  z.object({ type: z.literal('balance_update'), balance: z.string() }),
  /** To the owner's sockets: a pending bet's cash-out value as the odds move (null: none now). */
  z.object({ type: z.literal('cash_out_update'), betId: z.string(), value: z.nullable(z.string()) }),
  /** To the owner's sockets: one of their cashier requests changed. */
  z.object({ type: z.literal('cashier_update'), request: ZCashierRequestResponseSchema }),
  /** To staff sockets: a request was made, decided or cancelled. */
  z.object({ type: z.literal('cashier_request'), request: ZAdminCashierRequestResponseSchema }),
  /**
   * To the owner's sockets: their time-out, self-exclusion or limits changed, so every tab
   * of theirs reads them again and shows a pause at once, not after a reload.
   */
  z.object({ type: z.literal('protection_update') }),
  /** To the owner's sockets: something happened that they are told about (a kind they show). */
  z.object({ type: z.literal('notification'), notification: ZNotificationSchema }),
  /** To the owner's sockets: some or all of their notifications were marked read, in some tab of theirs. */
  z.object({ type: z.literal('notifications_read'), unread: z.int() }),
  z.object({ type: z.literal('connected') }),
  z.object({ type: z.literal('pong') }),
]);
export type TServerMessage = z.infer<typeof ZServerMessageSchema>;
