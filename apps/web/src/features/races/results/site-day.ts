import { FIRST_DAY } from '@galope/contracts';

import { DEFAULT_TIME_ZONE } from '../../../lib/format/format-date';

/** The site's calendar (America/Mexico_City) decides what "today" is, whatever the viewer's zone. */
const SITE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function siteToday(now = new Date()): string {
  return SITE_DAY.format(now);
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day the URL names, if it is a real one between FIRST_DAY and `today`; else null (the page shows today). */
export function validDay(value: string | null, today: string): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) return null;
  return value >= FIRST_DAY && value <= today ? value : null;
}
