import { count } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { horses, jockeys, raceEntries, races, racetracks } from '../../../db/schema';

/** For tests: how many racing rows there are, to show that a re-sync wrote nothing new. */
export async function countRacingRows(db: Db) {
  const [[r], [e], [h], [j], [t]] = await Promise.all([
    db.select({ n: count() }).from(races),
    db.select({ n: count() }).from(raceEntries),
    db.select({ n: count() }).from(horses),
    db.select({ n: count() }).from(jockeys),
    db.select({ n: count() }).from(racetracks),
  ]);
  return { races: r!.n, entries: e!.n, horses: h!.n, jockeys: j!.n, tracks: t!.n };
}
