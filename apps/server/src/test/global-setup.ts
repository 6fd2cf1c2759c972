import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { readModuleSql } from '../db/module-sql';

/**
 * Once per test run (vitest's globalSetup): an embedded database with this checkout's migrations
 * applied, dumped to a temporary tarball. Each test app's in-memory database starts as a copy of it,
 * which takes a second where an initdb and the migrations took five: the same files, the same
 * migrations and module SQL functions, made once. Test files on a PostgreSQL server (TEST_DATABASE_URL) do not use it.
 */
export default async function setup() {
  const database = await PGlite.create();
  await migrate(drizzle({ client: database }), {
    migrationsFolder: path.resolve(import.meta.dirname, '../db/migrations'),
  });
  await database.transaction(async (tx) => {
    for (const file of readModuleSql()) await tx.exec(file.text);
  });
  const dump = await database.dumpDataDir('none');
  await database.close();
  const directory = mkdtempSync(path.join(tmpdir(), 'galope-test-db-'));
  const file = path.join(directory, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Read by `testConfig` (config.ts) in every test process.
  process.env.GALOPE_TEST_DB_TEMPLATE = file;
  return () => rmSync(directory, { recursive: true, force: true });
}
