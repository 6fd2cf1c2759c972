import { AppError } from '../../../lib/app-error';
import type { CallErrorType } from './call-budget';

/** The codes a data-source call is refused or fails with (documented in contracts' ERROR_CODES). */
const SOURCE_ERROR_CODES = [
  'SOURCE_NOT_CONFIGURED',
  'SOURCE_DISABLED',
  'DAILY_LIMIT_REACHED',
  'QUOTA_EXHAUSTED',
  'UPSTREAM_ERROR',
] as const;
type SourceErrorCode = (typeof SOURCE_ERROR_CODES)[number];

/** What the last call saw, when there was one: for a caller that falls back to another endpoint. */
type SourceCall = { errorType: CallErrorType; httpStatus?: number };

/** A data-source call refused or failed: an AppError (the app's handler answers it), the call as its cause. */
export type SourceError = AppError & { code: SourceErrorCode; cause?: SourceCall };

export function sourceError(code: SourceErrorCode, message: string, call?: SourceCall): SourceError {
  return new AppError(code, message, undefined, call && { cause: call }) as SourceError;
}

export function isSourceError(error: unknown): error is SourceError {
  return error instanceof AppError && (SOURCE_ERROR_CODES as readonly string[]).includes(error.code);
}

/**
 * A step a sync can do without (tomorrow's card, a page of odds, an enrichment): its failure is
 * noted in `errors` and the sync goes on with what it has. Anything but a source error is a bug
 * and propagates.
 */
export async function optionalStep<T>(errors: string[], run: () => Promise<T>, label?: string): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (!isSourceError(error)) throw error;
    // Each failure is its own line: four leagues failing with the same message are four failures.
    errors.push(label ? `${label}: ${error.message}` : error.message);
    return undefined;
  }
}
