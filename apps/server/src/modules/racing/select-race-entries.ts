import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/connect';
import { horses, raceEntries } from './schema';

/**
 * Race entries joined to their horse, selecting `fields`: every query on a field of runners starts
 * here (an entry always has a horse, so the join drops none); the caller adds its filter.
 */
export function selectRaceEntries<TFields extends SelectedFields>(db: Db | Tx, fields: TFields) {
  return db.select(fields).from(raceEntries).innerJoin(horses, eq(horses.id, raceEntries.horseId));
}
