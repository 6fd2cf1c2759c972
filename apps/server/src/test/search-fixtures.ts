import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

/** The words a catalogue's names are made of: every prefix a player might type matches hundreds of names. */
export const CATALOGUE_WORDS = [
  'Rayo',
  'Sombra',
  'Viento',
  'Luna',
  'Estrella',
  'Trueno',
  'Fuego',
  'Dorado',
  'Plata',
  'Noche',
  'Alba',
  'Río',
  'Sol',
  'Mar',
  'Cielo',
  'Tierra',
  'Brisa',
  'Nieve',
  'Rosa',
  'Oro',
  'Relámpago',
  'Ñandú',
  'Águila',
  'Halcón',
  'Corsario',
  'Pampa',
  'Sierra',
  'Bravo',
  'Lucero',
  'Tormenta',
];

/**
 * A catalogue the size of a real one, written in a few statements: `horses` horses named from two
 * catalogue words and a number ("Rayo Ñandú 4127"), the first tenth of them entered ten to a race in
 * races still to run, ridden by as many jockeys.
 */
export async function createSearchCatalogue(db: Db, options: { horses: number; tag: string }) {
  const words = sql.raw(`ARRAY[${CATALOGUE_WORDS.map((word) => `'${word}'`).join(', ')}]`);
  const entered = Math.floor(options.horses / 10);
  const racesCount = Math.max(1, Math.floor(entered / 10));
  await db.execute(sql`
    WITH track AS (
      INSERT INTO racetracks (external_id, name, country) VALUES (${`search-${options.tag}`}, 'Hipódromo del Catálogo', 'México')
      RETURNING id
    ),
    new_races AS (
      INSERT INTO races (racetrack_id, external_id, name, scheduled_time, status)
      SELECT track.id, ${`search-${options.tag}-`} || i, 'Premio ' || (${words})[1 + i % 30] || ' ' || i,
             now() + i * interval '10 minutes', 'scheduled'
      FROM track, generate_series(1, ${racesCount}) AS i
      RETURNING id, external_id
    ),
    new_horses AS (
      INSERT INTO horses (external_id, name)
      SELECT ${`search-${options.tag}-h`} || i, (${words})[1 + i % 30] || ' ' || (${words})[1 + (i / 30) % 30] || ' ' || i
      FROM generate_series(1, ${options.horses}) AS i
      RETURNING id, external_id
    ),
    new_jockeys AS (
      INSERT INTO jockeys (external_id, name)
      SELECT ${`search-${options.tag}-j`} || i, 'Jinete ' || (${words})[1 + (i * 7) % 30] || ' ' || i
      FROM generate_series(1, ${entered}) AS i
      RETURNING id, external_id
    )
    INSERT INTO race_entries (race_id, horse_id, jockey_id, post_position)
    SELECT r.id, h.id, j.id, 1 + (n - 1) % 10
    FROM generate_series(1, ${entered}) AS n
    JOIN new_horses h ON h.external_id = ${`search-${options.tag}-h`} || n
    JOIN new_jockeys j ON j.external_id = ${`search-${options.tag}-j`} || n
    JOIN new_races r ON r.external_id = ${`search-${options.tag}-`} || (1 + (n - 1) / 10)
  `);
}

/** What a player types on the way to a name, short and long, one word and two. */
export const TYPED_QUERIES = [
  'ra',
  'ray',
  'rayo',
  'rayo s',
  'so',
  'nan',
  'ñandú ag',
  'estrella oro 1',
  'aguila',
  'jin',
  'premio r',
  'zz',
];
