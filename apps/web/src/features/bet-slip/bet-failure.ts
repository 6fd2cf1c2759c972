import { parseOddsHundredths } from '@galope/contracts';

/**
 * What a failed placement means for the player:
 * - `priceChanged`: the server's price differs (409 PRICE_CHANGED); nothing was debited;
 * - `insufficientBalance`: the stake is more than the balance (with the balance, when sent);
 * - `unauthorized`: the session ended (the query client's handler takes the player to the login);
 * - `busy`: the site is taking all it can (503 BUSY); nothing was done, the same bets may be sent again
 *   in a few seconds;
 * - `rejected`: any other refusal with an answer (race off, runner withdrawn, limits…): no bet;
 * - `unknown`: no answer or a server failure: the bet may have been taken, so a retry must reuse
 *   the same Idempotency-Key.
 */
export type BetFailure =
  | { kind: 'priceChanged'; odds: string; message: string | undefined }
  | { kind: 'insufficientBalance'; balance: string | undefined; message: string | undefined }
  | { kind: 'unauthorized' }
  | { kind: 'busy'; message: string | undefined }
  | { kind: 'rejected'; message: string | undefined }
  | { kind: 'unknown'; message: string | undefined };

/** What lib/api/api-client's ApiError carries (read by shape, so this stays a pure module). */
interface AnsweredError {
  status: number;
  code?: string;
  serverMessage?: string;
  body?: unknown;
}

function isAnswered(error: unknown): error is AnsweredError {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

export function betFailure(error: unknown): BetFailure {
  if (isAnswered(error) && error.status === 503 && error.code === 'BUSY') {
    return { kind: 'busy', message: error.serverMessage };
  }
  if (!isAnswered(error) || error.status >= 500) {
    return { kind: 'unknown', message: isAnswered(error) ? error.serverMessage : undefined };
  }
  if (error.status === 401) return { kind: 'unauthorized' };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<string, unknown>;
  if (error.code === 'PRICE_CHANGED' && typeof body.odds === 'string' && parseOddsHundredths(body.odds) !== null) {
    return { kind: 'priceChanged', odds: body.odds, message: error.serverMessage };
  }
  if (error.code === 'INSUFFICIENT_BALANCE') {
    return {
      kind: 'insufficientBalance',
      balance: typeof body.balance === 'string' ? body.balance : undefined,
      message: error.serverMessage,
    };
  }
  return { kind: 'rejected', message: error.serverMessage };
}

/** Only an attempt whose outcome is unknown keeps its key for the retry; a refused one starts afresh. */
export function keepsIdempotencyKey(failure: BetFailure): boolean {
  return failure.kind === 'unknown';
}

/** The server refused the price shown as `basis` and answered `odds`. */
export interface PriceChange {
  odds: string;
  previous: string;
  direction: 'up' | 'down';
  basis: string;
}

export function priceChange(previous: string, answered: string, basis: string): PriceChange {
  return { odds: answered, previous, direction: Number(answered) >= Number(previous) ? 'up' : 'down', basis };
}
