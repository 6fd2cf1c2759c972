import { z } from './zod-config';

// Apart from notifications.ts: the player's account and settings schemas, which a player's first screen
// builds, carry these; the notifications' own schemas (a union of every kind) wait for the bell's first read.

/**
 * What a player is told about (docs/api.md, notifications): a fixed-odds bet or a tote ticket settled,
 * a cash out paid, a cashier request decided, a limit raise that applied after its wait, a pause that ended.
 */
export const NOTIFICATION_KINDS = [
  'bet_settled',
  'ticket_settled',
  'cash_out',
  'cashier_decided',
  'limit_raised',
  'pause_ended',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a player shows, each on or off (all on for a new account). */
export const ZNotificationKindsSchema = z.object({
  bet_settled: z.boolean(),
  ticket_settled: z.boolean(),
  cash_out: z.boolean(),
  cashier_decided: z.boolean(),
  limit_raised: z.boolean(),
  pause_ended: z.boolean(),
});
export type TNotificationKinds = z.infer<typeof ZNotificationKindsSchema>;
