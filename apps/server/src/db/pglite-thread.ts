import { Worker } from 'node:worker_threads';

/** The messages of `pglite-worker.js`. */
type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' }
  | { id: number; kind: 'close' };
type WorkerReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

type QueryOptions = { rowMode?: 'array' | 'object' };
type QueryResult = { rows: unknown[]; fields: unknown[]; affectedRows?: number };
export type QueryClient = { query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> };

/**
 * The embedded database (PGlite) on a worker thread of its own (`pglite-worker.ts`), with the
 * `query`/`transaction` surface drizzle's PGlite driver uses. Like PGlite itself it is one session:
 * queries outside a transaction are posted at once and run in order; while a transaction is open,
 * everything else waits for its COMMIT or ROLLBACK to be posted.
 */
export class PgliteThread implements QueryClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  /** Set while a transaction holds the session; what arrives meanwhile waits here, in order. */
  #transactionOpen = false;
  readonly #waiting: Array<{ transaction: boolean; start(): void }> = [];
  #failure: Error | undefined;

  /** `dataDir` unset: in memory, empty or (`template`) a copy of the tarball a `dumpDataDir` wrote. */
  constructor(dataDir: string | undefined, template?: string) {
    this.#worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { dataDir, template },
    });
    this.#worker.on('message', (reply: WorkerReply) => {
      const waiter = this.#pending.get(reply.id);
      if (!waiter) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const waiter of this.#pending.values()) waiter.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    if (!this.#transactionOpen) return this.#post(sql, params, options);
    return new Promise((resolve, reject) => {
      this.#waiting.push({ transaction: false, start: () => this.#post(sql, params, options).then(resolve, reject) });
    });
  }

  async transaction<T>(run: (tx: QueryClient) => Promise<T>): Promise<T> {
    // Either the session is free, or #release hands it over already marked open.
    if (this.#transactionOpen) await new Promise<void>((start) => this.#waiting.push({ transaction: true, start }));
    else this.#transactionOpen = true;
    const tx: QueryClient = { query: (sql, params = [], options = {}) => this.#post(sql, params, options) };
    try {
      await this.#post('BEGIN', [], {});
      const result = await run(tx);
      await this.#post('COMMIT', [], {});
      return result;
    } catch (error) {
      await this.#post('ROLLBACK', [], {}).catch(() => {});
      throw error;
    } finally {
      this.#release();
    }
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#send({ id: this.#nextId++, kind: 'close' });
    await this.#worker.terminate();
  }

  /** Hands the session to what waited, in order: queries are posted, the next transaction takes it. */
  #release() {
    this.#transactionOpen = false;
    while (this.#waiting.length > 0 && !this.#transactionOpen) {
      const next = this.#waiting.shift()!;
      if (next.transaction) this.#transactionOpen = true;
      next.start();
    }
  }

  #post(sql: string, params: unknown[], options: QueryOptions): Promise<QueryResult> {
    return this.#send({
      id: this.#nextId++,
      kind: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
    }) as Promise<QueryResult>;
  }

  /** Queries posted to the database's thread and not answered yet: the one running and those waiting. */
  get inFlight(): number {
    return this.#pending.size;
  }

  #send(request: WorkerRequest): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }
}
