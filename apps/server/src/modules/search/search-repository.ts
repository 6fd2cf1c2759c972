import { SEARCH_GROUP_LIMIT, type TSearchKind, type TSearchResponse } from '@galope/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/query-rows';

/**
 * The queries behind search. Names are matched through `search_words` (one folded word a row, kept by
 * triggers): each word typed is a prefix range of its btree index, never a scan of the named table.
 * The catalogue tables are read, never written, here.
 */

/** The words of what was typed, split and folded by the same database function that split the names. */
export async function findQueryWords(db: Db, text: string): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(db, sql`SELECT search_words_of(${text}) AS word`);
  const words = rows.map((row) => row.word);
  // A word that begins another typed word adds nothing: the longer one already begins a name's word.
  return words
    .filter((word) => !words.some((other) => other !== word && other.startsWith(word)))
    .sort((a, b) => b.length - a.length);
}

/** `abc` → `abc%` with LIKE's own wildcards taken literally. */
const prefixPattern = (word: string) => `${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Each of `words` begins a word of row `id`: one probe of the primary key per row and word. Races and
 * events are read this way from their window of days (the board's upcoming ones and the last few
 * days'), never from their whole history, so a word common to years of race names costs nothing more.
 */
function matchesEvery(kind: TSearchKind, id: SQL, words: string[]): SQL {
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map(
      (word) =>
        // left() rather than LIKE: this is a probe of the row's few words, which a prefix range of the
        // whole index would only slow down.
        sql`EXISTS (SELECT 1 FROM search_words o WHERE o.kind = ${kind} AND o.ref_id = ${id} AND left(o.word, ${[...word].length}) = ${word})`,
    ),
    sql` AND `,
  );
}

/**
 * Rows a prefix search reads before it stops. The index hands words over in order, so the first
 * matches are the ones shown; a name counts once for each of its words the prefix begins, hence more
 * rows than the group shows.
 */
const CANDIDATE_ROWS = SEARCH_GROUP_LIMIT * 4;

/**
 * The ids of a kind whose words begin with every typed word, by the word matched (in the index's
 * byte order, which `USING ~<~` asks for so that the index scan is the sort): the
 * longest typed word (the narrowest range) walks the index in order and stops at CANDIDATE_ROWS, so
 * a two-letter prefix common to thousands of names costs what a rare one does.
 */
function matchingIds(kind: TSearchKind, words: string[]): SQL {
  const [first, ...others] = words;
  return sql`SELECT ref_id, min(word) AS word FROM (
      SELECT w.ref_id, w.word FROM search_words w
      WHERE w.kind = ${kind} AND w.word LIKE ${prefixPattern(first!)} AND ${matchesEvery(kind, sql`w.ref_id`, others)}
      ORDER BY w.word USING ~<~ LIMIT ${CANDIDATE_ROWS}
    ) candidates GROUP BY ref_id`;
}

/** Races and events this far back still answer a search: a player looks up last weekend's result. */
export const SEARCH_RECENT_DAYS = 3;

type RaceRow = {
  id: number;
  name: string;
  scheduled_time: Date | string;
  status: TSearchResponse['races'][number]['status'];
  track_id: number;
  track_name: string;
  track_country: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Races not cancelled, from SEARCH_RECENT_DAYS ago on: live ones first, then the nearest in time. */
export function racesQuery(words: string[], now: Date): SQL {
  const since = new Date(now.getTime() - SEARCH_RECENT_DAYS * 86_400_000);
  return sql`SELECT r.id, r.name, r.scheduled_time, r.status, t.id AS track_id, t.name AS track_name, t.country AS track_country
        FROM (SELECT * FROM races WHERE status IN ('scheduled', 'live', 'result_pending', 'finished')
              AND scheduled_time >= ${since} OFFSET 0) r
        JOIN racetracks t ON t.id = r.racetrack_id
        WHERE ${matchesEvery('race', sql`r.id`, words)}
        ORDER BY r.status = 'live' DESC, abs(extract(epoch FROM r.scheduled_time - ${now}::timestamptz)), r.id
        LIMIT ${SEARCH_GROUP_LIMIT}`;
}

type NextRaceRow = {
  id: number;
  name: string;
  race_id: number | null;
  race_name: string | null;
  scheduled_time: Date | string | null;
  track_id: number | null;
  track_name: string | null;
  track_country: string | null;
  horse_name: string | null;
};

const nextRaceOf = (row: NextRaceRow) =>
  row.race_id === null
    ? undefined
    : {
        id: row.race_id,
        name: row.race_name!,
        racetrack: { id: row.track_id!, name: row.track_name!, country: row.track_country },
        scheduledAt: iso(row.scheduled_time!),
      };

/**
 * Horses or jockeys by name, each with the soonest race still to be run that they are down for (a
 * scratched runner is not): the ten are picked first, so the next race is looked up ten times at most.
 */
export function runnersQuery(kind: 'horse' | 'jockey', words: string[]): SQL {
  const table = kind === 'horse' ? sql`horses` : sql`jockeys`;
  const runner = kind === 'horse' ? sql`horse_id` : sql`jockey_id`;
  return sql`SELECT found.id, found.name, next.race_id, next.race_name, next.scheduled_time,
               next.track_id, next.track_name, next.track_country, next.horse_name
        FROM (SELECT p.id, p.name, m.word FROM (${matchingIds(kind, words)}) m JOIN ${table} p ON p.id = m.ref_id
              ORDER BY m.word, p.name, p.id LIMIT ${SEARCH_GROUP_LIMIT}) found
        LEFT JOIN LATERAL (
          SELECT r.id AS race_id, r.name AS race_name, r.scheduled_time, t.id AS track_id, t.name AS track_name,
                 t.country AS track_country, h.name AS horse_name
          -- The runner's few entries, then their races: each OFFSET 0 keeps the planner to that order,
          -- which it would otherwise turn round without statistics (the embedded database gathers none).
          FROM (SELECT race_id, horse_id FROM race_entries WHERE ${runner} = found.id AND NOT scratched OFFSET 0) e
          CROSS JOIN LATERAL (
            SELECT id, name, scheduled_time, racetrack_id, status FROM races WHERE id = e.race_id OFFSET 0
          ) r
          JOIN racetracks t ON t.id = r.racetrack_id
          JOIN horses h ON h.id = e.horse_id
          WHERE r.status = 'scheduled'
          ORDER BY r.scheduled_time, r.id
          LIMIT 1
        ) next ON true
        ORDER BY found.word, found.name, found.id`;
}

export function racetracksQuery(words: string[]): SQL {
  return sql`SELECT t.id, t.name, t.country FROM (${matchingIds('racetrack', words)}) m JOIN racetracks t ON t.id = m.ref_id
             ORDER BY m.word, t.name, t.id LIMIT ${SEARCH_GROUP_LIMIT}`;
}

type EventRow = {
  id: number;
  sport: string;
  tournament: string | null;
  home_team: string;
  away_team: string;
  scheduled_time: Date | string;
  status: TSearchResponse['events'][number]['status'];
};

/** Sport events by either team or the tournament, chosen and ordered as races are. */
export function eventsQuery(words: string[], now: Date): SQL {
  const since = new Date(now.getTime() - SEARCH_RECENT_DAYS * 86_400_000);
  return sql`SELECT e.id, e.sport, e.tournament, e.home_team, e.away_team, e.scheduled_time, e.status
        FROM (SELECT * FROM sport_events WHERE status IN ('scheduled', 'live', 'result_pending', 'finished')
              AND scheduled_time >= ${since} OFFSET 0) e
        WHERE ${matchesEvery('event', sql`e.id`, words)}
        ORDER BY e.status = 'live' DESC, abs(extract(epoch FROM e.scheduled_time - ${now}::timestamptz)), e.id
        LIMIT ${SEARCH_GROUP_LIMIT}`;
}

type RacetrackRow = { id: number; name: string; country: string | null };

/**
 * Every group in one statement, each as a JSON array: one round trip and one plan a keystroke,
 * where five statements queued one after another on the embedded database's single session.
 */
export async function findSearchMatches(db: Db, words: string[], now: Date): Promise<TSearchResponse> {
  const group = (query: SQL) => sql`(SELECT coalesce(json_agg(found), '[]'::json) FROM (${query}) found)`;
  const [row] = await queryRows<{
    races: RaceRow[];
    horses: NextRaceRow[];
    jockeys: NextRaceRow[];
    racetracks: RacetrackRow[];
    events: EventRow[];
  }>(
    db,
    sql`SELECT ${group(racesQuery(words, now))} AS races, ${group(runnersQuery('horse', words))} AS horses,
               ${group(runnersQuery('jockey', words))} AS jockeys, ${group(racetracksQuery(words))} AS racetracks,
               ${group(eventsQuery(words, now))} AS events`,
  );
  return {
    races: row!.races.map((race) => ({
      id: race.id,
      name: race.name,
      racetrack: { id: race.track_id, name: race.track_name, country: race.track_country },
      scheduledTime: iso(race.scheduled_time),
      status: race.status,
    })),
    horses: row!.horses.map((horse) => ({ id: horse.id, name: horse.name, nextRace: nextRaceOf(horse) })),
    jockeys: row!.jockeys.map((jockey) => {
      const nextRace = nextRaceOf(jockey);
      return { id: jockey.id, name: jockey.name, nextRide: nextRace && { ...nextRace, horseName: jockey.horse_name! } };
    }),
    racetracks: row!.racetracks.map((track) => ({ id: track.id, name: track.name, country: track.country })),
    events: row!.events.map((event) => ({
      id: event.id,
      sport: event.sport,
      tournament: event.tournament,
      homeTeam: event.home_team,
      awayTeam: event.away_team,
      scheduledTime: iso(event.scheduled_time),
      status: event.status,
    })),
  };
}
