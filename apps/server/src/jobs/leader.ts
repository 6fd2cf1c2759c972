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
}): Promise<Leadership> {
  const { database, log, lead } = options;
  if (!database.pool) {
    const stopJobs = await lead();
    return { isLeader: () => true, stop: stopJobs };
  }

  const pool = database.pool;
  let stopped = false;
  let leading: { stopJobs: () => Promise<void>; release: () => void } | undefined;
  let timer: NodeJS.Timeout | undefined;

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
      log.info('this instance is the leader: starting jobs');
      const stopJobs = await lead();
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        client.release(true);
      };
      leading = { stopJobs, release };
      // Losing the connection loses the lock: stop the jobs so that another instance can lead.
      client.on('error', (error) => {
        log.error({ err: error }, 'leader connection lost: stopping jobs');
        const current = leading;
        leading = undefined;
        void current?.stopJobs().finally(() => current.release());
      });
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
        await current.stopJobs();
        current.release();
      }
    },
  };
}
