import { sql } from 'drizzle-orm';
import { zoneClock } from './zone-clock';

/** The filters' days are the site's calendar days, whatever the server's or the viewer's zone. */
export const SITE_TIME_ZONE = 'America/Mexico_City';

/** The instant a site-calendar day starts (`day` YYYY-MM-DD, `plusDays` 1 for the next midnight). */
export const siteMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SITE_TIME_ZONE})`;

const SITE_CLOCK = zoneClock(SITE_TIME_ZONE, 'en-US', { timeZoneName: 'longOffset' });

/**
 * An instant as the site's wall time with its offset, ISO 8601 to the second:
 * 2026-11-28T00:04:05Z → "2026-11-27T18:04:05-06:00" (summer time, while Mexico kept it, "-05:00").
 */
export function siteTimestamp(instant: Date): string {
  const part = Object.fromEntries(SITE_CLOCK.formatToParts(instant).map(({ type, value }) => [type, value]));
  // "GMT-06:00", or "GMT" alone at no offset.
  const offset = part.timeZoneName!.replace('GMT', '') || '+00:00';
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}
