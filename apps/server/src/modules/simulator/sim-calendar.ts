/** A UTC calendar day, `YYYY-MM-DD`: the unit the simulator writes cards for. */
export type SimDay = string;

const DAY_MS = 86_400_000;

export function utcDay(date: Date): SimDay {
  return date.toISOString().slice(0, 10);
}

export function dayStart(day: SimDay): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Not a day: ${day}`);
  return start;
}

export function addDays(day: SimDay, days: number): SimDay {
  return utcDay(new Date(dayStart(day).getTime() + days * DAY_MS));
}

/** `20250310`: the day as it appears in external ids. */
export function dayCode(day: SimDay): string {
  return day.replaceAll('-', '');
}

/** Days since 1970-01-01 (used for weekday and parity rules). */
export function dayNumber(day: SimDay): number {
  return Math.round(dayStart(day).getTime() / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: SimDay): number {
  return dayStart(day).getUTCDay();
}

/** Minutes after midnight, from `HH:MM`. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

const localTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `HH:MM` on the wall clock of `timeZone`, as a racecard prints the off time. */
export function localTime(date: Date, timeZone: string): string {
  let format = localTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    localTimeFormats.set(timeZone, format);
  }
  return format.format(date);
}
