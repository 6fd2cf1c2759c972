import { spawn } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedLockFile } from './connect';
import { lockDataDir } from './data-dir-lock';

type Target = { databaseUrl: string | undefined; dataDir: string };

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) =>
      reject(new Error(`${command} could not run (${error.message}): install the PostgreSQL client tools`)),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/**
 * `npm run db:backup <file>`. On PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, while the site
 * runs. On the embedded database: a gzipped copy of its files (PGlite's `dumpDataDir`), taken with
 * the server stopped, since only one process may open them (`db.lock`).
 */
export async function backupDatabase({ databaseUrl, dataDir }: Target, file: string): Promise<void> {
  if (databaseUrl?.startsWith('postgres')) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]);
    return;
  }
  const directory = path.join(dataDir, 'db');
  if (!existsSync(directory)) throw new Error(`No embedded database in ${directory}`);
  const unlock = lockDataDir(embeddedLockFile(dataDir), `The embedded database in ${directory}`);
  try {
    const database = await PGlite.create(directory);
    try {
      const dump = await database.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/**
 * `npm run db:restore <file>`: the reverse, into an empty or existing database. PostgreSQL:
 * `pg_restore --clean --if-exists` into DATABASE_URL (stop the instances first). Embedded: with the
 * server stopped, the current files are moved aside to `DATA_DIR/db.before-restore-<time>` (nothing
 * is deleted) and the backup is unpacked in their place. Returns where the previous files went.
 */
export async function restoreDatabase({ databaseUrl, dataDir }: Target, file: string): Promise<string | undefined> {
  if (!existsSync(file)) throw new Error(`No backup file ${file}`);
  if (databaseUrl?.startsWith('postgres')) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, file]);
    return undefined;
  }
  const directory = path.join(dataDir, 'db');
  const unlock = lockDataDir(embeddedLockFile(dataDir), `The embedded database in ${directory}`);
  try {
    let previous: string | undefined;
    if (existsSync(directory)) {
      previous = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(directory, previous);
    }
    const database = await PGlite.create(directory, { loadDataDir: new Blob([await readFile(file)]) });
    // The restored database answers before it is declared done.
    await database.query('select 1');
    await database.close();
    return previous;
  } finally {
    unlock();
  }
}
