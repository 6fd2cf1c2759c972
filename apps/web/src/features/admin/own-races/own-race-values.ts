import {
  type TCreateOwnRaceRequest,
  type TOwnRaceResponse,
  type TUpdateOwnRaceRequest,
  OWN_RACE_MESSAGES,
  ZCreateOwnRaceRequestSchema,
} from '@galope/contracts';

export type RunnerRow = {
  /** A stable React key: rows are added and removed in any order. */
  key: string;
  number: string;
  horseName: string;
  jockeyName: string;
  trainerName: string;
  weight: string;
  morningLine: string;
};

/** What the own-race form holds: every field as typed, numbers included. */
export type OwnRaceValues = {
  racetrackName: string;
  country: string;
  city: string;
  name: string;
  /** A `datetime-local` value, the wall clock of the site's time zone ("2026-11-28T18:30"). */
  scheduledTime: string;
  distance: string;
  surface: string;
  runners: RunnerRow[];
};

/** Field → message; a runner's fields as `runners.{index}.{field}`, the card as a whole as `runners`. */
export type OwnRaceErrors = Partial<Record<string, string>>;

let rowCount = 0;
export function emptyRunner(number: number): RunnerRow {
  rowCount += 1;
  return {
    key: `row-${rowCount}`,
    number: String(number),
    horseName: '',
    jockeyName: '',
    trainerName: '',
    weight: '',
    morningLine: '',
  };
}

export function emptyOwnRace(): OwnRaceValues {
  return {
    racetrackName: '',
    country: '',
    city: '',
    name: '',
    scheduledTime: '',
    distance: '',
    surface: '',
    runners: [1, 2, 3, 4].map(emptyRunner),
  };
}

/** The next program number for an added row: one past the highest typed. */
export function nextRunnerNumber(runners: readonly RunnerRow[]): number {
  return runners.reduce((highest, row) => Math.max(highest, Number(row.number) || 0), 0) + 1;
}

/** The wall clock of an instant in a time zone, as a `datetime-local` value ("2026-11-28T18:30"). */
export function toZonedInput(instant: string | Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * A `datetime-local` value read as the wall clock of a time zone (the one the site shows times in,
 * not the computer's), as the instant it names; null when it is not a date and time.
 */
export function zonedInputToDate(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const wall = toZonedInput(new Date(instant), timeZone);
    const [date, time] = wall.split('T') as [string, string];
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [h, min] = time.split(':').map(Number) as [number, number];
    return Date.UTC(y, m - 1, d, h, min) - instant;
  };
  // Twice: the offset at the first guess may differ across a change of summer time.
  const first = asUtc - offsetAt(asUtc);
  const instant = asUtc - offsetAt(first);
  return Number.isNaN(instant) ? null : new Date(instant);
}

export function ownRaceValues(race: TOwnRaceResponse, timeZone: string): OwnRaceValues {
  return {
    racetrackName: race.racetrack.name,
    country: race.racetrack.country ?? '',
    city: race.racetrack.city ?? '',
    name: race.name,
    scheduledTime: toZonedInput(race.scheduledTime, timeZone),
    distance: race.distance === null ? '' : String(race.distance),
    surface: race.surface ?? '',
    runners: race.entries.map((entry) => ({
      ...emptyRunner(entry.number ?? 0),
      horseName: entry.horseName,
      jockeyName: entry.jockeyName ?? '',
      trainerName: entry.trainerName ?? '',
      weight: entry.weight === null ? '' : String(entry.weight),
      morningLine: entry.morningLine ?? '',
    })),
  };
}

/** A typed number, or the text itself so the contract's integer check names the field. */
const number = (text: string): number | string => (text.trim() === '' ? '' : Number(text.trim()));
const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

const FIELD_BY_PATH: Record<string, string> = {
  'racetrack.name': 'racetrackName',
  'racetrack.country': 'country',
  'racetrack.city': 'city',
  racetrack: 'racetrackName',
};

/**
 * The form's values as `POST /api/admin/races` takes them, checked by the same contract the server
 * uses; else the first message per field (in Spanish: the caller translates).
 */
export function toOwnRaceRequest(
  values: OwnRaceValues,
  timeZone: string,
): { ok: true; request: TCreateOwnRaceRequest } | { ok: false; errors: OwnRaceErrors } {
  const scheduled = zonedInputToDate(values.scheduledTime, timeZone);
  if (!scheduled) {
    const rest = toOwnRaceRequest({ ...values, scheduledTime: '2030-01-01T12:00' }, timeZone);
    const errors = rest.ok ? {} : rest.errors;
    return { ok: false, errors: { ...errors, scheduledTime: OWN_RACE_MESSAGES.scheduledTime } };
  }
  const parsed = ZCreateOwnRaceRequestSchema.safeParse({
    racetrack: { name: values.racetrackName, country: values.country, city: optional(values.city) },
    name: values.name,
    scheduledTime: scheduled.toISOString(),
    distance: number(values.distance),
    surface: optional(values.surface),
    entries: values.runners.map((row) => ({
      number: number(row.number),
      horseName: row.horseName,
      jockeyName: optional(row.jockeyName),
      trainerName: optional(row.trainerName),
      weight: optionalNumber(row.weight),
      morningLine: optional(row.morningLine),
    })),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: OwnRaceErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    let field: string;
    if (path[0] === 'entries') field = path.length >= 3 ? `runners.${path[1]}.${path[2]}` : 'runners';
    else field = FIELD_BY_PATH[path.join('.')] ?? path[0] ?? 'form';
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * A change to an own race as `PATCH` takes it: the runners only when the card was changed, since
 * sending them replaces the card (refused once anything is bet on it, and it would undo a scratch).
 */
export function toOwnRaceChange(request: TCreateOwnRaceRequest, race: TOwnRaceResponse): TUpdateOwnRaceRequest {
  const card = (entries: TCreateOwnRaceRequest['entries']) =>
    JSON.stringify(
      entries.map((entry) => [
        entry.number,
        entry.horseName,
        entry.jockeyName ?? null,
        entry.trainerName ?? null,
        entry.weight ?? null,
        entry.morningLine === null || entry.morningLine === undefined ? null : Number(entry.morningLine),
      ]),
    );
  const before = race.entries.map((entry) => ({
    ...entry,
    number: entry.number ?? 0,
    morningLine: entry.morningLine,
  }));
  const { entries, ...rest } = request;
  return card(entries) === card(before) ? rest : request;
}
