import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedLockFile } from './connect';
import { lockDataDir } from './data-dir-lock';

type Target = { databaseUrl: string | undefined; dataDir: string };

function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
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
  // Written beside the file, readable by its owner only, and renamed into place once whole: a backup
  // that failed half-way never stands where last night's good one was.
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    if (databaseUrl?.startsWith('postgres')) {
      const { url, env } = withoutPassword(databaseUrl);
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`], env);
      chmodSync(partial, 0o600);
    } else {
      await dumpEmbedded(dataDir, partial);
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  const directory = path.join(dataDir, 'db');
  if (!existsSync(directory)) throw new Error(`No embedded database in ${directory}`);
  const unlock = lockDataDir(embeddedLockFile(dataDir), `The embedded database in ${directory}`);
  try {
    const database = await PGlite.create(directory);
    try {
      const dump = await database.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/**
 * The password out of the command line (any user on the host reads a process's arguments in `ps`),
 * into the child's environment, which only its owner can read; a ~/.pgpass works as well.
 */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv | undefined } {
  const url = new URL(databaseUrl);
  if (!url.password) return { url: databaseUrl, env: undefined };
  // The child inherits this process's environment (PATH, PGHOST…) with the password added: passed on,
  // not configuration read here.
  // eslint-disable-next-line no-restricted-properties
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  url.password = '';
  return { url: url.toString(), env };
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
    const { url, env } = withoutPassword(databaseUrl);
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file], env);
    return undefined;
  }
  // A new machine's DATA_DIR may not exist yet: the restore makes it.
  mkdirSync(dataDir, { recursive: true });
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
