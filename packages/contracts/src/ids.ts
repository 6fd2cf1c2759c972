import { MESSAGES } from './messages';
import { z } from './zod-config';

/** The largest PostgreSQL `integer` (and `serial`): every id and every stored whole number fits in it. */
export const INT32_MAX = 2_147_483_647;

/**
 * An id in a path, query or body: a whole number from 1 to 2,147,483,647 (PostgreSQL's `integer`), sent as a
 * number or as its digits ("42"). Anything else is a 400 with `message`, never a query that fails.
 */
export function zId(message: string = MESSAGES.idInvalid) {
  return z.pipe(
    z.union([z.number(), z.string()], { error: message }),
    z.transform((value, ctx) => {
      if (!isId(value)) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return Number(value);
    }),
  );
}

/** Whether a number, or a string of digits, is an id: 1 to INT32_MAX. */
export function isId(value: number | string): boolean {
  const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= INT32_MAX;
}
