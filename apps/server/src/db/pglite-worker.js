// The embedded database's own thread: it opens PGlite and runs, one at a time and in the order they
// arrive, the queries the server's thread posts (pglite-thread.ts), so the database's work never holds
// up HTTP, WebSockets or timers. Plain JavaScript: a worker thread starts without the TypeScript loader.
// Messages: { id, kind: 'query', sql, params, rowMode } or { id, kind: 'close' }; replies
// { id, ok: true, result } or { id, ok: false, error: { message, code, constraint, … } }.
import { Blob } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Dates, times and intervals stay text, as drizzle's PGlite driver asks of every query.
const keepText = (value) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    keepText,
  ]),
);

/** What survives the thread boundary of a database error: what callers read (code, constraint…). */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const key of ['code', 'constraint', 'detail', 'hint', 'table', 'column', 'schema', 'severity', 'where']) {
    if (error[key] !== undefined) fields[key] = error[key];
  }
  return fields;
}

// This thread yields the processor to the server's thread when both want it (on Linux a thread's nice
// value is its own: the rest of the process keeps its priority). Under a crowd the database is busy
// all the time, and at an equal share the server's thread waited its turn tens of milliseconds: every
// answer, a refusal (503 BUSY) and /healthz too, was that late, while admission (load-shedder.ts)
// already keeps the database's queue as short as its speed allows. Alone, the thread runs at full speed.
const DATABASE_THREAD_NICE = 10;
try {
  setPriority(0, DATABASE_THREAD_NICE);
} catch {
  // Not allowed or not supported here: the thread keeps the process's priority.
}

// An in-memory database may start as a copy of another's files (a tarball from dumpDataDir): the test
// suite's already-migrated database, instead of an initdb and the migrations per app.
const pglite = workerData.template
  ? await PGlite.create({ loadDataDir: new Blob([await readFile(workerData.template)]) })
  : await PGlite.create(workerData.dataDir);

/** Messages waiting their turn. */
const waiting = [];
let running = false;

const reply = (message) => parentPort.postMessage(message);

async function run(request) {
  try {
    const result = await pglite.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    return { id: request.id, ok: true, result: { rows: result.rows, affectedRows: result.affectedRows } };
  } catch (error) {
    return { id: request.id, ok: false, error: describeError(error) };
  }
}

/** One message at a time, in the order they arrived: PGlite is one session. */
async function drain() {
  if (running) return;
  running = true;
  while (waiting.length > 0) {
    const request = waiting.shift();
    if (request.kind === 'close') {
      await pglite.close();
      reply({ id: request.id, ok: true, result: null });
      continue;
    }
    reply(await run(request));
  }
  running = false;
}

parentPort.on('message', (request) => {
  waiting.push(request);
  void drain();
});
