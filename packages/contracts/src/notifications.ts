import { zId } from './ids';
import { ZMoneyStringSchema } from './money';
import { z } from './zod-config';

export const NOTIFICATION_MESSAGES = {
  beforeInvalid: 'El cursor «before» no es válido',
  limitInvalid: 'El límite de la página va de 1 a 50',
  idsInvalid: 'Indica hasta 500 notificaciones',
} as const;

/** won, lost, or its stake given back (a scratched runner, a cancelled race, a refunded pool). */
const ZSettledOutcomeSchema = z.enum(['won', 'lost', 'refunded']);

const common = { id: z.int(), createdAt: z.string(), readAt: z.nullable(z.string()) };

/**
 * One notification. `data` holds what its text needs, so the text is written in the reader's language
 * when it is shown. `amount`: what was paid (winnings, a refund, a cash out, a cashier request's amount);
 * for a lost bet, the stake it lost.
 */
export const ZNotificationSchema = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('bet_settled'),
    data: z.object({
      betId: z.string(),
      outcome: ZSettledOutcomeSchema,
      stake: ZMoneyStringSchema,
      amount: ZMoneyStringSchema,
      /** A race bet: the race, its racetrack and the runner. */
      race: z.nullable(z.string()),
      racetrack: z.nullable(z.string()),
      horse: z.nullable(z.string()),
      /** A sport bet: the match and the selection. */
      event: z.nullable(z.string()),
      selection: z.nullable(z.string()),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('ticket_settled'),
    data: z.object({
      ticketId: z.int(),
      outcome: ZSettledOutcomeSchema,
      pool: z.string(),
      cost: ZMoneyStringSchema,
      amount: ZMoneyStringSchema,
      race: z.string(),
      racetrack: z.string(),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('cash_out'),
    data: z.object({ betId: z.string(), amount: ZMoneyStringSchema }),
  }),
  z.object({
    ...common,
    kind: z.literal('cashier_decided'),
    data: z.object({
      requestId: z.int(),
      type: z.enum(['deposit', 'withdrawal']),
      decision: z.enum(['approved', 'rejected']),
      amount: ZMoneyStringSchema,
      code: z.string(),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('limit_raised'),
    /** `value` null: the limit was removed. */
    data: z.object({ limit: z.string(), value: z.nullable(ZMoneyStringSchema) }),
  }),
  z.object({
    ...common,
    kind: z.literal('pause_ended'),
    data: z.object({ pause: z.enum(['time_out', 'self_exclusion']) }),
  }),
]);
export type TNotification = z.infer<typeof ZNotificationSchema>;

/** GET /api/notifications: newest first; the next page is `before` the last id of this one. */
export const ZNotificationsQuerySchema = z.object({
  before: z.optional(zId(NOTIFICATION_MESSAGES.beforeInvalid)),
  limit: z._default(
    z.coerce
      .number({ error: NOTIFICATION_MESSAGES.limitInvalid })
      .check(
        z.int(NOTIFICATION_MESSAGES.limitInvalid),
        z.gte(1, NOTIFICATION_MESSAGES.limitInvalid),
        z.lte(50, NOTIFICATION_MESSAGES.limitInvalid),
      ),
    20,
  ),
});
export type TNotificationsQuery = z.input<typeof ZNotificationsQuerySchema>;

/** `unread`: how many of the kinds the player shows are still unread, on every page. */
export const ZNotificationsResponseSchema = z.object({
  items: z.array(ZNotificationSchema),
  unread: z.int(),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponseSchema>;

/** POST /api/notifications/read: these of the caller's own (others' are ignored), or all without `ids`. */
export const ZMarkNotificationsReadRequestSchema = z.object({
  ids: z.optional(
    z
      .array(zId())
      .check(z.minLength(1, NOTIFICATION_MESSAGES.idsInvalid), z.maxLength(500, NOTIFICATION_MESSAGES.idsInvalid)),
  ),
});
export type TMarkNotificationsReadRequest = z.input<typeof ZMarkNotificationsReadRequestSchema>;

export const ZMarkNotificationsReadResponseSchema = z.object({ unread: z.int() });
