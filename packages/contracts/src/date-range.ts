import { z } from './zod-config';

/**
 * Days and ranges of days as the filters of the audit trail, the cashier and the statement take them.
 * Their own file: the cashier's and the bets' contracts need them, and importing them from the
 * admin contracts built every admin schema on a player's first page (issue 11).
 */
export const DATE_RANGE_MESSAGES = {
  dayInvalid: 'La fecha debe tener el formato AAAA-MM-DD',
  rangeInvalid: 'La fecha inicial no puede ser posterior a la final',
} as const;

/** A query parameter left empty (`?action=`) means no filter. */
export const optionalParam = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    z.optional(schema),
  );

/** A day of the site's calendar (America/Mexico_City), YYYY-MM-DD, as a filter takes it. */
export const zSiteDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RANGE_MESSAGES.dayInvalid),
  z.refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, DATE_RANGE_MESSAGES.dayInvalid),
);

export const fromNotAfterTo = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
export const rangeError = { message: DATE_RANGE_MESSAGES.rangeInvalid, path: ['from'] };
