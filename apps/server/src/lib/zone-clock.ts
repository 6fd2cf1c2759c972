/**
 * A formatter of instants as a time zone's wall clock, to the second on the 24-hour clock. The
 * locale picks the layout: 'sv-SE' (the default) writes "2025-10-14 13:05:00", the way the sources
 * and the audit file write times; 'en-US' suits `formatToParts`.
 */
export const zoneClock = (timeZone: string, locale = 'sv-SE', extra: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...extra,
  });
