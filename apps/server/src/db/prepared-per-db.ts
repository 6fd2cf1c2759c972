import type { Db } from './connect';

/**
 * A query prepared once per database: `prepare` runs at a database's first call and its statement is
 * kept with that database (a test run has many), so a hot path never builds the same SQL text again.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
