/** The spec's default time zone; a per-user setting comes with the settings screen's timezone field. */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

const LOCALES: Record<string, string> = { es: 'es-MX', en: 'en-US' };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per language, options and zone: building one costs far more than formatting
 * with it, and a board formats hundreds of times per render (decision 021, a throttled phone).
 */
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = LOCALES[language] ?? 'es-MX';
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * "14 de agosto de 2026". A date-only value ("2026-08-14": a head-to-head meeting, a date of birth)
 * is a calendar day, not a moment: read as a time it is midnight UTC, which is the evening before in
 * the Americas, so it is shown as the day it names whatever the time zone.
 */
export function formatDate(value: string | Date, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  const isCalendarDay = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(isCalendarDay ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(language, {
    dateStyle: 'long',
    timeZone: isCalendarDay ? 'UTC' : timeZone,
  }).format(date);
}

export function formatDateTime(value: string | Date, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** "14:35" (or "14:35:07" with seconds) in the player's time zone. */
export function formatTime(
  value: string | Date | number,
  language: string,
  timeZone = DEFAULT_TIME_ZONE,
  options: { seconds?: boolean } = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(language, timeOptions(timeZone, options.seconds)).format(date);
}

const timeOptions = (timeZone: string, seconds?: boolean): Intl.DateTimeFormatOptions => ({
  hour: '2-digit',
  minute: '2-digit',
  second: seconds ? '2-digit' : undefined,
  hourCycle: 'h23',
  timeZone,
});

/** "vie 12 sep, 14:35": a race or fixture's start on a card. */
export function formatDayTime(value: string | Date, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(language, dayTimeOptions(timeZone)).format(date);
}

const dayTimeOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone,
});

/**
 * Builds, one task each, the formatters a board's first screen uses (the banner's time, the cards'
 * day and time): about 30 ms each on a throttled phone, taken while the page's code and data are on
 * their way rather than in the renders that show them (decision 021, app/first-screen.ts).
 */
export function warmDateFormats(language: string, timeZone = DEFAULT_TIME_ZONE): void {
  for (const options of [timeOptions(timeZone, true), dayTimeOptions(timeZone)]) {
    window.setTimeout(() => dateFormat(language, options), 0);
  }
}
