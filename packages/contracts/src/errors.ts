import { z } from './zod-config';

/**
 * Machine-readable error codes. The HTTP status says what class of failure it is; the code says
 * exactly which, so a client can react without parsing the Spanish message.
 */
export const ERROR_CODES = {
  /** The body, query or params failed the contract; show `message`, fix the input. */
  VALIDATION: 400,
  /** Not signed in: send the player to the login screen. */
  UNAUTHENTICATED: 401,
  /** Signed in but the role does not allow it: hide the action. */
  FORBIDDEN: 403,
  /** The account is pending or rejected: show the pending-approval screen. */
  NOT_APPROVED: 403,
  /** A mutation from another origin: never retried. */
  CROSS_ORIGIN: 403,
  /** The stake or debit is more than the balance: show the balance, ask for less. */
  INSUFFICIENT_BALANCE: 400,
  /** The thing does not exist (or is not the caller's). */
  NOT_FOUND: 404,
  /** Username or e-mail already registered: ask for another. */
  DUPLICATE: 409,
  /** The odds moved since the player saw them: show `odds`, ask to accept. */
  PRICE_CHANGED: 409,
  /** The bet was already settled or the action already done. */
  CONFLICT: 409,
  /** Cash out is switched off by the site: hide the action. */
  CASH_OUT_DISABLED: 409,
  /** The bet is settled or cashed out already: nothing more to cash out. */
  CASH_OUT_NOT_PENDING: 409,
  /** The race is off (or the event closed): the bet runs to its result. */
  CASH_OUT_CLOSED: 409,
  /** No current price for the bet's selection (a scratched runner, an event without odds): try again later. */
  CASH_OUT_NO_ODDS: 409,
  /** The value comes to less than a cent: nothing to pay. */
  CASH_OUT_NO_VALUE: 409,
  /** The cash-out value moved since the player saw it: show `value` (null: none now), ask to accept. */
  CASH_OUT_CHANGED: 409,
  /** An Idempotency-Key already used with another body: send a new key for a new request. */
  IDEMPOTENCY_MISMATCH: 422,
  /** A limit the player set on themself stops it: show the message, nothing to retry today. */
  LIMIT_REACHED: 403,
  /** A time-out or a self-exclusion is running until `until`: no bets, no deposits. */
  SELF_EXCLUDED: 403,
  /** Body or upload over the limit. */
  TOO_LARGE: 413,
  /** Too many attempts: wait and retry later. */
  RATE_LIMITED: 429,
  /**
   * A data source's credentials are not in the environment: set the variables the message names. A
   * conflict with how the site is set up, not a server failure (monitoring reads a 5xx as one).
   */
  SOURCE_NOT_CONFIGURED: 409,
  /** The data source is switched off (isEnabled false): switch it on first. */
  SOURCE_DISABLED: 409,
  /** Our own daily limit of a data source (api_configurations.dailyLimit) is spent: no call was made; wait for 00:00 UTC or raise it. */
  DAILY_LIMIT_REACHED: 429,
  /** The data source itself says the plan's quota is spent: no further call today. */
  QUOTA_EXHAUSTED: 429,
  /** The data source failed, timed out or answered something unreadable, after the retries. */
  UPSTREAM_ERROR: 502,
  /** The server is taking all it can (a race-day crowd): nothing was done; retry after `Retry-After` seconds. */
  BUSY: 503,
  /** A bug or an outage: nothing the client can fix; logged with the request id. */
  INTERNAL: 500,
} as const;
export type TErrorCode = keyof typeof ERROR_CODES;

/** Loose: an error may carry details for the client, such as the current odds or balance. */
export const ZErrorResponseSchema = z.looseObject({
  message: z.string(),
  code: z.optional(z.string()),
  issues: z.optional(z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;
