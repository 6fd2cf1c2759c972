import { DATA_SOURCE_ERROR_CODES, type TDataSourceErrorCode } from '@galope/contracts';
import type { CallErrorType } from './call-budget';

/**
 * A data-source call refused or failed (contracts' DATA_SOURCE_ERROR_CODES). The routes' error
 * handler answers `{message, code}` with the code's status; the jobs log it.
 */
export class DataSourceError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: TDataSourceErrorCode,
    message: string,
    /** What the last call saw, when there was one: for a caller that falls back to another endpoint. */
    readonly call?: { errorType: CallErrorType; httpStatus?: number },
  ) {
    super(message);
    this.statusCode = DATA_SOURCE_ERROR_CODES[code];
  }
}

/**
 * A step a sync can do without (tomorrow's card, a page of odds, an enrichment): its failure is
 * noted in `errors` and the sync goes on with what it has. Anything but a DataSourceError is a bug
 * and propagates.
 */
export async function optionalStep<T>(errors: string[], run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    if (!errors.includes(error.message)) errors.push(error.message);
    return undefined;
  }
}
