import { ERROR_CODES, type TErrorCode } from '@galope/contracts';

/**
 * A failure the client can understand. The code (documented in packages/contracts/src/errors.ts)
 * decides the HTTP status; the message is shown to the user as it is, so it is Spanish.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: TErrorCode,
    message: string,
    /** Extra fields for the response body, e.g. the current odds on PRICE_CHANGED. */
    readonly details?: Record<string, unknown>,
    /** What lies behind it, for the logs and for a caller that acts on it; never sent to the client. */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.statusCode = ERROR_CODES[code];
  }
}

/** Postgres unique violation on the given constraint, whether or not Drizzle wrapped the driver's error. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23505' && (constraint === undefined || cause.constraint === constraint);
}

/**
 * A deadlock (40P01) or serialization failure (40001): the database ended this transaction so that
 * another could go on, and the same work run again normally succeeds.
 */
export function isConcurrencyConflict(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code === '40P01' || code === '40001';
}

export function uniqueViolationConstraint(error: unknown): string | undefined {
  const cause = findPgError(error);
  return cause?.code === '23505' ? cause.constraint : undefined;
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint };
    }
    current = candidate.cause;
  }
  return undefined;
}
