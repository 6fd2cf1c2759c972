import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a gauge reads when Prometheus scrapes: each module that owns a figure says how to read it. */
export type MetricSources = {
  openSockets?: () => number;
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** Seconds since the oldest result whose bets are still unsettled (0 when none). */
  settlementLag?: () => Promise<number>;
  /** Whether this instance runs the jobs (simulator, settlement sweep, data syncs). */
  isLeader?: () => boolean;
  /** Seconds this instance's clock is ahead of the database server's (negative: behind). */
  clockOffset?: () => Promise<number>;
};

/** What `galope_build_info` says: the build's version and the Node it runs on. */
export type BuildInfo = { version: string };

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The figures an operator watches (docs/OPERATIONS.md), in one registry per app (tests run several apps in one process):
 * request durations by route, bets answered by outcome, settlement lag, open WebSockets, database
 * pool use, and Node's own (event-loop lag, memory, CPU, garbage collection) from prom-client.
 */
export function createMetrics(build: BuildInfo = { version: 'dev' }) {
  const registry = new Registry();
  const registers = [registry];
  const sources: MetricSources = {};
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'galope_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const bets = new Counter({
    name: 'galope_bets_total',
    help: 'Bet placements answered, by kind (race, sport) and outcome: placed, replayed or the refusal code',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  new Gauge({
    name: 'galope_websockets_open',
    help: 'Live-update WebSockets open on this instance',
    registers,
    collect() {
      this.set(sources.openSockets?.() ?? 0);
    },
  });
  new Gauge({
    name: 'galope_db_pool_connections',
    help: 'Database connections of this instance by state (in_use, idle) and requests waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = sources.poolUse?.() ?? { total: 0, idle: 0, waiting: 0 };
      this.set({ state: 'in_use' }, use.total - use.idle);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'galope_settlement_lag_seconds',
    help: 'Seconds since the oldest race or event result whose bets are still unsettled (0 when none)',
    registers,
    async collect() {
      this.set((await sources.settlementLag?.()) ?? 0);
    },
  });

  new Gauge({
    name: 'galope_leader',
    help: 'Whether this instance runs the jobs (1) or not (0): exactly one instance of a site should say 1',
    registers,
    collect() {
      this.set(sources.isLeader?.() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'galope_clock_offset_seconds',
    help: "This instance's clock minus the database server's: bets close at the off by the instance's clock",
    registers,
    async collect() {
      this.set((await sources.clockOffset?.()) ?? 0);
    },
  });
  new Gauge({
    name: 'galope_build_info',
    help: 'Always 1: the running build (version) and Node (node) as labels',
    labelNames: ['version', 'node'] as const,
    registers,
  }).set({ version: build.version, node: process.version }, 1);

  return { registry, requestDuration, bets, sources };
}
