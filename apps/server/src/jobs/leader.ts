import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';

/** Any fixed number: the advisory lock held by the instance that runs the jobs. */
const LEADER_LOCK_ID = 7_310_002;

export type Leadership = { isLeader(): boolean; stop(): Promise<void> };

/**
 * Runs `lead` in exactly one instance among those sharing a PostgreSQL database
 * (docs/decisions/004-leader-election.md): each instance keeps trying a session-level advisory
 * lock on its own connection; the holder runs the jobs until its connection drops, and then
 * another instance takes over. On the embedded database there is only one instance.
 */
export async function runAsLeader(options: {
  database: Database;
  log: FastifyBaseLogger;
  /** Starts the jobs; returns the function that stops them. */
  lead: () => Promise<() => Promise<void>>;
  retryMs?: number;
  /** How often the leader checks its own connection, and how long it waits for the answer. */
  heartbeatMs?: number;
}): Promise<Leadership> {
  const { database, log, lead } = options;
  if (!database.pool) {
    const stopJobs = await lead();
    return { isLeader: () => true, stop: stopJobs };
  }

  const pool = database.pool;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  let stopped = false;
  let leading: { stopJobs: () => Promise<void>; release: () => void; heartbeat: NodeJS.Timeout } | undefined;
  let timer: NodeJS.Timeout | undefined;

  /** Stops leading: the jobs first, then the connection (and with it the lock) is let go. */
  const stepDown = (reason: string, error?: unknown) => {
    const current = leading;
    if (!current) return;
    leading = undefined;
    clearInterval(current.heartbeat);
    log.error({ err: error }, `${reason}: stopping jobs`);
    void current.stopJobs().finally(() => current.release());
  };

  const attempt = async () => {
    if (stopped || leading) return;
    const client = await pool.connect().catch(() => undefined);
    if (!client) return;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        LEADER_LOCK_ID,
      ]);
      if (!rows[0]?.locked || stopped) {
        client.release();
        return;
      }
      // A link that dies without a word (no reset: a cable, a firewall) is noticed by the server within
      // seconds, which then lets the lock go, instead of after its default two hours of keepalive.
      await client.query('set tcp_keepalives_idle = 5; set tcp_keepalives_interval = 2; set tcp_keepalives_count = 3');
      log.info('this instance is the leader: starting jobs');
      const stopJobs = await lead();
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        client.release(true);
      };
      // The leader asks its own connection now and then: unanswered, it stops its jobs at once, before
      // the server gives the lock to another instance, so that two never lead together.
      let asking = false;
      const heartbeat = setInterval(() => {
        if (asking) return;
        asking = true;
        let timeout: NodeJS.Timeout | undefined;
        const unanswered = new Promise<never>((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`no answer in ${heartbeatMs} ms`)), heartbeatMs);
        });
        Promise.race([client.query('select 1'), unanswered])
          .catch((error: unknown) => stepDown('leader connection not answering', error))
          .finally(() => {
            clearTimeout(timeout);
            asking = false;
          });
      }, heartbeatMs);
      heartbeat.unref();
      leading = { stopJobs, release, heartbeat };
      // Losing the connection loses the lock: stop the jobs so that another instance can lead.
      client.on('error', (error) => stepDown('leader connection lost', error));
    } catch (error) {
      log.error({ err: error }, 'leader election failed');
      client.release(true);
    }
  };

  await attempt();
  timer = setInterval(() => void attempt(), options.retryMs ?? 5000);
  timer.unref();

  return {
    isLeader: () => leading !== undefined,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      const current = leading;
      leading = undefined;
      if (current) {
        clearInterval(current.heartbeat);
        await current.stopJobs();
        current.release();
      }
    },
  };
}
