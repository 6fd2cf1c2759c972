/**
 * Reading the services' loose values — every TheRacingAPI number is a string, often "" — into the
 * product's types. Pure functions.
 */
import { zoneClock } from '../../../lib/zone-clock';

/** "12" → 12; "", "-", "12a", null → null. */
export function toInt(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/** "8.0" → 8; anything not a number → null. */
export function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
}

/** "" and whitespace → null, else the trimmed text cut to `max` characters. */
export function text(value: string | null | undefined, max = 200): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/**
 * A name as two services may spell it differently: lower case, no accents, no country suffix
 * ("Kingsholm (IRE)", "Aqueduct (USA)", "Kempton (AW)"), letters and digits only.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const YARDS_PER_FURLONG = 220;
const METRES_PER_FURLONG = 201.168;

/**
 * Furlongs from a distance as the services write it: UK "1m2f", "2m4f110y", "1m53y", "6f"; US
 * "6 furlongs", "5 1/2 furlongs", "1 1/16 miles", "1 mile 70 yards". Null when unreadable.
 */
export function parseFurlongs(distance: string | null | undefined): number | null {
  if (!distance) return null;
  const value = distance.trim().toLowerCase();
  const uk = /^(?:(\d+)m)?\s*(?:(\d+)f)?\s*(?:(\d+)y)?$/.exec(value.replace(/\s+/g, ''));
  if (uk && (uk[1] || uk[2] || uk[3])) {
    return Number(uk[1] ?? 0) * 8 + Number(uk[2] ?? 0) + Number(uk[3] ?? 0) / YARDS_PER_FURLONG;
  }
  let furlongs = 0;
  let found = false;
  for (const match of value.matchAll(/(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+))?\s*(miles?|furlongs?|yards?|m\b|f\b|y\b)/g)) {
    const amount = Number(match[1]) + (match[2] && match[3] ? Number(match[2]) / Number(match[3]) : 0);
    const unit = match[4]![0];
    furlongs += unit === 'm' ? amount * 8 : unit === 'f' ? amount : amount / YARDS_PER_FURLONG;
    found = true;
  }
  return found ? furlongs : null;
}

export function furlongsToMetres(furlongs: number | null): number | null {
  return furlongs === null ? null : Math.round(furlongs * METRES_PER_FURLONG);
}

/** Furlongs with one decimal, as races.distance_f holds them. */
export function formatFurlongs(furlongs: number | null): string | null {
  return furlongs === null ? null : furlongs.toFixed(1);
}

/**
 * Carried weight in pounds: "133"; stones-pounds "8-10" → 122, "11-0" → 154. A UK card glues the
 * penalty or allowance note to the pounds — "9-85ex" is 9-8 carrying a 5 lb penalty (already in the
 * 9-8), "9-7oh3" is out of the handicap — so the pounds are the first one or two digits that make
 * 0–13 and the note is dropped.
 */
export function parseWeightLbs(weight: string | null | undefined): number | null {
  if (!weight) return null;
  const stones = /^(\d{1,2})-(1[0-3]|\d)(?:\d*\s*[a-z][a-z0-9 ]*)?$/i.exec(weight.trim());
  if (stones) return Number(stones[1]) * 14 + Number(stones[2]);
  return toInt(weight);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  pound: '£',
  euro: '€',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
};

/**
 * Text as the RapidAPI racing services send it: HTML-escaped, sometimes twice ("R Bradley &amp;amp;
 * M Hammond"). Decodes named and numeric entities until nothing changes (at most five rounds, so a
 * hostile value cannot loop); an unknown entity is left as written.
 */
export function decodeHtmlEntities(value: string): string {
  let current = value;
  for (let round = 0; round < 5 && current.includes('&'); round++) {
    const next = current.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
      if (body[0] === '#') {
        const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
        return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
      }
      return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Every string in a parsed JSON answer, entity-decoded (see decodeHtmlEntities). */
export function decodeEntitiesDeep(value: unknown): unknown {
  if (typeof value === 'string') return decodeHtmlEntities(value);
  if (Array.isArray(value)) return value.map(decodeEntitiesDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeEntitiesDeep(item)]));
  }
  return value;
}

/**
 * An off time as TheRacingAPI's Free card gives it — a date and a 12-hour clock without am/pm
 * ("1:42") — as an instant. The clock is the UK's for every course (a French race at 14:42 in
 * Paris is "1:42"), so it is read in Europe/London whatever the course's own zone. British, Irish
 * and French cards run from late morning to late evening, so 11:xx is morning and 12:xx to 10:xx
 * afternoon and evening. An American card (`american`) runs from about noon to late evening in its
 * own zone, 17:00 to 04:00 on the UK clock: 5:xx to 11:xx are evening, 12:xx and 1:xx to 4:xx the
 * small hours of the next UK day. Null when unreadable.
 */
export function ukOffTimeToUtc(
  date: string | null,
  offTime: string | null,
  options: { american?: boolean } = {},
): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(date?.trim() ?? '');
  const clock = /^(\d{1,2}):(\d{2})$/.exec(offTime?.trim() ?? '');
  if (!day || !clock) return null;
  const hour = Number(clock[1]);
  const minute = Number(clock[2]);
  if (hour > 23 || minute > 59) return null;
  let ukDay = day[0];
  let hour24 = hour >= 1 && hour <= 10 ? hour + 12 : hour;
  if (options.american && hour <= 12) {
    if (hour >= 5 && hour <= 11) hour24 = hour + 12;
    else {
      hour24 = hour % 12;
      ukDay = new Date(Date.parse(`${day[0]}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
  }
  return zonedTimeToUtc(`${ukDay} ${String(hour24).padStart(2, '0')}:${clock[2]}:00`, 'Europe/London');
}

/** A decimal price in hundredths from "4.5", "7/2", "evs"; null unless it is a price ≥ 1.01. */
export function parseOddsToHundredths(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const price = String(value).trim().toLowerCase();
  let decimal: number;
  if (price === 'evs' || price === 'evens') decimal = 2;
  else if (/^\d+\/\d+$/.test(price)) {
    const [numerator, denominator] = price.split('/').map(Number) as [number, number];
    if (denominator === 0) return null;
    decimal = 1 + numerator / denominator;
  } else if (/^\d+(\.\d+)?$/.test(price)) decimal = Number(price);
  else return null;
  const hundredths = Math.round(decimal * 100);
  return hundredths >= 101 && hundredths < 100_000_00 ? hundredths : null;
}

/**
 * One price from several bookmakers: the median (the lower middle one of an even count), so that a
 * single generous or stale book does not set the site's price. "4.50"; null when none is usable.
 */
export function consensusOdds(prices: readonly (string | number | null | undefined)[]): string | null {
  const hundredths = prices
    .map((price) => parseOddsToHundredths(price))
    .filter((price): price is number => price !== null)
    .sort((a, b) => a - b);
  if (hundredths.length === 0) return null;
  const median = hundredths[Math.floor((hundredths.length - 1) / 2)]!;
  return `${Math.floor(median / 100)}.${String(median % 100).padStart(2, '0')}`;
}

/**
 * "2020-03-12 18:00:00" read as a wall-clock time in `timeZone` (the RapidAPI racing services give
 * local times without an offset). Null when unreadable.
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const wallClock = Date.UTC(year!, month! - 1, day!, hour!, minute!, second ?? 0);
  // The zone's offset at the guess, then again at the corrected instant (right across a DST change).
  let instant = wallClock - zoneOffsetMs(wallClock, timeZone);
  instant = wallClock - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = zoneClock(timeZone, 'en-US').formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The calendar date ("2025-10-14") in a time zone at an instant. */
export function dateInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** An external id within the column's 100 characters. */
export function externalId(prefix: string, id: string): string {
  return `${prefix}${id}`.slice(0, 100);
}
