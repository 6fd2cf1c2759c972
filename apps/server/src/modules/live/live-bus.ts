import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { TServerMessage } from '@galope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * Between instances only, never sent to a browser: these sessions ended, so their sockets stop
 * receiving private messages — one session, or every session of a user but perhaps one.
 */
export type SessionEndedEvent = {
  type: 'session_ended';
  sessionId?: string;
  userId?: number;
  exceptSessionId?: string;
};

/**
 * Between instances only, never sent to a browser: this user's account row changed (profile,
 * language), so every instance's session cache reads it afresh.
 */
export type UserChangedEvent = { type: 'user_changed'; userId: number };

/**
 * A live event: a server → client message, optionally meant for one user's sockets only, or for the
 * staff's (admin, super_admin) sockets only.
 */
export type LiveEvent =
  (TServerMessage & { userId?: number; audience?: 'staff' }) | SessionEndedEvent | UserChangedEvent;

/**
 * Carries live events to every server instance. On a PostgreSQL server it is LISTEN/NOTIFY, so an
 * event raised on instance A reaches the sockets of instance B; on the embedded database (one
 * instance by nature) it is an in-process emitter. Either way `publish` has reached this
 * instance's listeners when it returns: a sign-out or a balance change is seen by the next request
 * here, not after the notification's round trip through the database.
 */
export type LiveBus = {
  publish(event: LiveEvent): Promise<void>;
  /**
   * Returns the function that unsubscribes. `raisedHere`: only the events published on this instance,
   * for work that follows an event once for the whole site (each instance does its own share).
   */
  subscribe(listener: (event: LiveEvent) => void, options?: { raisedHere?: boolean }): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'galope_live';
/** NOTIFY payloads must stay under 8,000 bytes. */
const MAX_PAYLOAD_BYTES = 7_900;
/** Each payload starts with its instance's tag, so an instance skips the echo of what it delivered itself. */
const TAG_LENGTH = 16;

export function createInProcessBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createPostgresBus(pool: pg.Pool, log: FastifyBaseLogger): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  let client: pg.PoolClient | undefined;
  const tag = randomBytes(TAG_LENGTH / 2).toString('hex');

  const connect = async () => {
    client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      if (message.payload.startsWith(tag)) return;
      try {
        // One notification carries the events of one flush (see `publish`), after the sender's tag.
        const events = JSON.parse(message.payload.slice(TAG_LENGTH)) as LiveEvent[];
        for (const event of events) emitter.emit('event', event);
      } catch (error) {
        log.warn({ err: error }, 'unreadable live notification');
      }
    });
    const current = client;
    client.on('error', (error) => {
      if (client !== current) return;
      log.error({ err: error }, 'live bus connection lost; reconnecting');
      client = undefined;
      current.release(true);
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await client.query(`listen ${CHANNEL}`);
  };
  await connect();

  // PostgreSQL serialises the commits of every transaction that notifies, so one NOTIFY per event
  // caps the whole site (one per bet: a few hundred bets a second). Events raised while a flush is
  // in flight wait for it and go together in the next one: one notification, a JSON array.
  const queue: Array<{ payload: string; resolve(): void; reject(error: unknown): void }> = [];
  let flushing = false;
  const flush = async () => {
    if (flushing) return;
    flushing = true;
    while (queue.length > 0) {
      const batch = [queue.shift()!];
      let bytes = TAG_LENGTH + Buffer.byteLength(batch[0]!.payload) + 2;
      while (queue.length > 0 && bytes + Buffer.byteLength(queue[0]!.payload) + 1 <= MAX_PAYLOAD_BYTES) {
        bytes += Buffer.byteLength(queue[0]!.payload) + 1;
        batch.push(queue.shift()!);
      }
      try {
        await pool.query('select pg_notify($1, $2)', [
          CHANNEL,
          `${tag}[${batch.map((item) => item.payload).join(',')}]`,
        ]);
        for (const item of batch) item.resolve();
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    flushing = false;
  };

  return {
    publish(event) {
      const payload = JSON.stringify(event);
      if (TAG_LENGTH + Buffer.byteLength(payload) + 2 > MAX_PAYLOAD_BYTES) {
        log.warn({ type: event.type, bytes: Buffer.byteLength(payload) }, 'live event too large for NOTIFY; dropped');
        return Promise.resolve();
      }
      // This instance's listeners hear it at once; the others through the next flush.
      emitter.emit('event', event);
      emitter.emit('raised', event);
      return new Promise<void>((resolve, reject) => {
        queue.push({ payload, resolve, reject });
        void flush();
      });
    },
    subscribe(listener, options) {
      const name = options?.raisedHere ? 'raised' : 'event';
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      const listening = client;
      client = undefined;
      if (listening) {
        listening.removeAllListeners('notification');
        listening.removeAllListeners('error');
        // Swallow the error a terminated connection may still raise after this point.
        listening.on('error', () => {});
        // A connection that was LISTENing is closed rather than handed back to the pool.
        listening.release(true);
      }
    },
  };
}
