import type { TToteTicketPool } from '@galope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import type { LiveBus } from '../live';
import { createPoolTally } from './pool-tally';
import { readRacePools } from './race-pools';

/** The most often a pool's will-pays go out while tickets come in. */
export const POOL_UPDATE_INTERVAL_MS = 1000;
/** Besides twice the usual read time, how early a pool's read starts before its message is due. */
const READ_LEAD_MS = 20;

/**
 * `pool_update` messages, at most one a second per pool: a ticket into a pool quiet for a second is
 * announced at once; tickets in the second after are gathered into one message at its end, read from
 * the database then, so the last word is always what the pool holds.
 *
 * The read starts twice as long before the second is up as the last reads took (and 20 ms more), and
 * its message waits for the second if it is early: read only when the second was up, every message came
 * the read's time late (on a busy embedded database, behind the batches of tickets: 100 ms and more), so
 * a ticket just after one message was heard over a second later; led by the average alone, one read in
 * five that took longer than the last ones still was.
 */
export function createPoolUpdates(db: Db, bus: LiveBus, clock: Clock, log: FastifyBaseLogger) {
  const lastSent = new Map<string, number>();
  const waiting = new Map<string, NodeJS.Timeout>();
  /** Pools whose message is being read and sent, and those that took a ticket meanwhile. */
  const sending = new Set<string>();
  const changedWhileSending = new Set<string>();
  const readPoolTickets = createPoolTally(db);
  /** How long reading a pool takes, smoothed over the last few reads. */
  let readMs = 0;
  let closed = false;

  async function send(key: string, raceId: number, pool: TToteTicketPool, due: number) {
    // A race's pools are quiet for good once it is off: forget the old ones now and then.
    if (lastSent.size > 10_000) lastSent.clear();
    sending.add(key);
    try {
      const begun = Date.now();
      const view = await readRacePools(db, raceId, clock(), pool, readPoolTickets);
      readMs = 0.7 * readMs + 0.3 * (Date.now() - begun);
      const early = due - Date.now();
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      if (closed) return;
      const { total, probables } = view.pools[0]!;
      await bus.publish({ type: 'pool_update', raceId, pool, total, probables });
    } finally {
      // Counted from when it went out, so two never reach a screen less than a second apart.
      lastSent.set(key, Date.now());
      sending.delete(key);
      if (changedWhileSending.delete(key)) changed(raceId, pool);
    }
  }

  /** A ticket went into this pool. */
  function changed(raceId: number, pool: TToteTicketPool) {
    const key = `${raceId}:${pool}`;
    if (closed) return;
    if (sending.has(key)) {
      changedWhileSending.add(key);
      return;
    }
    if (waiting.has(key)) return;
    const due = (lastSent.get(key) ?? 0) + POOL_UPDATE_INTERVAL_MS;
    const timer = setTimeout(
      () => {
        waiting.delete(key);
        send(key, raceId, pool, due).catch((error: unknown) =>
          log.warn({ err: error, raceId, pool }, 'pool_update failed'),
        );
      },
      Math.max(0, due - (2 * readMs + READ_LEAD_MS) - Date.now()),
    );
    timer.unref();
    waiting.set(key, timer);
  }

  return {
    changed,
    close() {
      closed = true;
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
