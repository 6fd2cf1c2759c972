import type { TRaceResponse } from '@galope/contracts';
import { and, asc, gte, like, or } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { races } from '../../../db/schema';
import { findRacesWhere } from '../../racing';
import { EXTERNAL_PREFIXES } from '../config/source-catalogue';

/** The list is bounded: a screenful of the external sources' races, not their history. */
export const RACES_FROM_API_LIMIT = 100;

/**
 * The races the external sources wrote (not the simulator's), from yesterday on, soonest first, in
 * the board's race shape. Two queries: the races, then all their entries.
 */
export async function findRacesFromApi(db: Db, now = new Date()): Promise<TRaceResponse[]> {
  return findRacesWhere(db, {
    where: and(
      or(...EXTERNAL_PREFIXES.map((prefix) => like(races.externalId, `${prefix}%`))),
      gte(races.scheduledTime, new Date(now.getTime() - 86_400_000)),
    ),
    orderBy: [asc(races.scheduledTime), asc(races.id)],
    limit: RACES_FROM_API_LIMIT,
  });
}
