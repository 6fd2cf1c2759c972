import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { readModuleSql } from './module-sql';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder, the same API on the embedded database and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on a PostgreSQL server: for LISTEN/NOTIFY and advisory locks on a dedicated connection. */
  pool: pg.Pool | undefined;
  /** Queries sent through the query builder since connecting (tests count them to catch N+1). */
  readonly stats: { queries: number };
  /** Connections in use and requests waiting for one (the embedded database is one session). */
  poolUse(): { total: number; idle: number; waiting: number };
  /** The migrations, then the modules' SQL functions (db/module-sql.ts), in one transaction. */
  migrate(): Promise<void>;
  /** True when the database answers and the migrations are applied. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any fixed number: the advisory lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK_ID = 7_310_001;
/**
 * How long one query may wait for the server's answer. A link that goes silent (a cut cable, a firewall
 * dropping packets) answers nothing and resets nothing: without this a request would wait as long as
 * the kernel keeps retrying, many minutes. The longest honest statement (a race's settlement with
 * 100,000 tote tickets) takes about two seconds.
 */
export const QUERY_TIMEOUT_MS = 5_000;

/**
 * node-postgres's client, except that a query that times out ends its connection. The timed-out query
 * is still the connection's active one, so every later query on it would queue behind an answer that
 * never comes; ended, it leaves the pool (pg-pool drops a client that is ending) and the next request
 * opens a fresh connection — which fails in `connectionTimeoutMillis` while the server stays silent.
 */
class ClientThatDropsASilentLink extends pg.Client {
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: Error | null, ...rest: unknown[]) => {
        this.dropAfter(error);
        return (callback as (...values: unknown[]) => unknown)(error, ...rest);
      };
    }
    const result = (super.query as (...values: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: Error) => this.dropAfter(error));
    return result as never;
  }

  private dropAfter(error: Error | null) {
    if (error?.message === 'Query read timeout') this.end().catch(() => {});
  }
}

/**
 * `databaseUrl` unset: the embedded PostgreSQL (PGlite) stored in `dataDir/db`; `memory://`: an
 * in-memory embedded database (tests), `memory://?template=/path/db.tar` one that starts as a copy of
 * that dump (the test suite's migrated database); `postgres://…`: a node-postgres pool on that server.
 */
export async function connectDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl?.startsWith('postgres')) return connectPostgres(databaseUrl);

  let dataDir: string | undefined;
  let template: string | undefined;
  let unlock = () => {};
  if (databaseUrl?.startsWith('memory://')) {
    template = new URL(databaseUrl).searchParams.get('template') ?? undefined;
  } else {
    dataDir = path.join(options.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(embeddedLockFile(options.dataDir), `The embedded database in ${dataDir}`);
  }
  // The embedded database runs on a thread of its own, so its work never holds up the HTTP thread.
  const thread = new PgliteThread(dataDir, template);
  const stats = { queries: 0 };
  const db = drizzlePglite({ client: thread as never, schema, logger: countingLogger(stats) }) as unknown as Db;
  return {
    db,
    stats,
    kind: 'pglite',
    pool: undefined,
    poolUse: () => ({ total: 1, idle: thread.inFlight === 0 ? 1 : 0, waiting: Math.max(0, thread.inFlight - 1) }),
    async migrate() {
      // One process has the embedded database open (the data-dir lock): nothing to race with.
      await migratePglite(db as never, { migrationsFolder });
      const files = readModuleSql();
      await db.transaction(async (tx) => {
        for (const file of files) await tx.execute(sql.raw(file.text));
      });
    },
    isReady: () => migrationsApplied(db),
    close: () => thread.close().finally(unlock),
  };
}

/** Beside `DATA_DIR/db`: the pid of the process that has the embedded database open. */
export function embeddedLockFile(dataDir: string): string {
  return path.join(dataDir, 'db.lock');
}

function connectPostgres(url: string): Database {
  const pool = new pg.Pool({
    Client: ClientThatDropsASilentLink,
    connectionString: url,
    max: 20,
    idleTimeoutMillis: 30_000,
    // A server that does not answer: a request hears so in seconds, not when the kernel gives up.
    connectionTimeoutMillis: 5_000,
    // A link that dies without a reset is noticed by TCP keepalive, not two hours later.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // Returns numeric and timestamptz as strings/Date as node-postgres does by default; only log pool errors.
  pool.on('error', () => {});
  const stats = { queries: 0 };
  const db = drizzleNodePg({ client: pool, schema, logger: countingLogger(stats) }) as unknown as Db;
  return {
    db,
    stats,
    kind: 'postgres',
    pool,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      // A connection of its own, without the query timeout: a migration may rewrite a large table.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
        // Under the same lock: two instances replacing one function at once fail ("tuple concurrently
        // updated"), and a half-applied set would pair a new bet function with an old check.
        await client.query('begin');
        try {
          for (const file of readModuleSql()) await client.query(file.text);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end();
      }
    },
    isReady: () => migrationsApplied(db),
    close: () => pool.end(),
  };
}

async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1 from ${schema.users} limit 1`);
    return true;
  } catch {
    return false;
  }
}

function countingLogger(stats: { queries: number }) {
  return {
    logQuery() {
      stats.queries += 1;
    },
  };
}
