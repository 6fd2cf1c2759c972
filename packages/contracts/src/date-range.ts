import { z } from './zod-config';

/**
 * Days and ranges of days as requests take them: the filters of the audit trail, the cashier and the
 * statement, a date of birth, a moment a bet names. Their own file: the cashier's and the bets' contracts need them, and importing them from the
 * admin contracts built every admin schema on a player's first page, time a phone's first screen waited for.
 */
export const DATE_RANGE_MESSAGES = {
  dayInvalid: 'La fecha debe tener el formato AAAA-MM-DD',
  dayOutOfRange: 'La fecha debe estar entre los años 1900 y 2100',
  rangeInvalid: 'La fecha inicial no puede ser posterior a la final',
} as const;

/**
 * The first and last day any date of a request may name. Past them a day is no one's real date, and
 * the database's and JavaScript's calendars disagree about it (year 0 is not a year in PostgreSQL),
 * so it is refused here rather than failing later in a query.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether YYYY-MM-DD names a day that exists (not 2001-02-30). */
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/**
 * A day of the calendar, YYYY-MM-DD, from FIRST_DAY to LAST_DAY: every date a request carries is
 * built on this one schema, each with the messages its form shows.
 */
export const zCalendarDay = (messages: { required?: string; invalid: string; outOfRange: string }) =>
  z.string(messages.required ? { error: messages.required } : undefined).check(
    ...(messages.required ? [z.minLength(1, messages.required)] : []),
    z.regex(DAY_PATTERN, messages.invalid),
    z.refine(isRealDay, messages.invalid),
    z.refine((day) => !DAY_PATTERN.test(day) || (day >= FIRST_DAY && day <= LAST_DAY), messages.outOfRange),
  );

/**
 * A moment as a request may name it (`2030-05-01T18:30:00Z`, or a bare day): its day is held to the
 * same years as any other date.
 */
export const zCalendarDateTime = () =>
  z.string().check(
    z.maxLength(40, DATE_RANGE_MESSAGES.dayInvalid),
    z.regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}(:?\d{2})?)?)?$/, DATE_RANGE_MESSAGES.dayInvalid),
    z.refine((value) => isRealDay(value.slice(0, 10)), DATE_RANGE_MESSAGES.dayInvalid),
    // A real instant too: no hour 25, no offset +99:00 (the database would refuse it with a 500).
    z.refine((value) => !Number.isNaN(Date.parse(value)), DATE_RANGE_MESSAGES.dayInvalid),
    z.refine(
      (value) => value.slice(0, 10) >= FIRST_DAY && value.slice(0, 10) <= LAST_DAY,
      DATE_RANGE_MESSAGES.dayOutOfRange,
    ),
  );

/** A query parameter left empty (`?action=`) means no filter. */
export const optionalParam = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    z.optional(schema),
  );

/** A day of the site's calendar (America/Mexico_City), YYYY-MM-DD, as a filter takes it. */
export const zSiteDay = zCalendarDay({
  invalid: DATE_RANGE_MESSAGES.dayInvalid,
  outOfRange: DATE_RANGE_MESSAGES.dayOutOfRange,
});

export const fromNotAfterTo = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
export const rangeError = { message: DATE_RANGE_MESSAGES.rangeInvalid, path: ['from'] };
