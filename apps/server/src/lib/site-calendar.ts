import { sql } from 'drizzle-orm';

/** The filters' days are the site's calendar days, whatever the server's or the viewer's zone. */
export const SITE_TIME_ZONE = 'America/Mexico_City';

/** The instant a site-calendar day starts (`day` YYYY-MM-DD, `plusDays` 1 for the next midnight). */
export const siteMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SITE_TIME_ZONE})`;
