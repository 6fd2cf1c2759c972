/**
 * Cash out beside bet placement, in the same run and on the same race: CLIENTS players each place 1.00
 * win bets as fast as the server answers for `seconds`, then cash those bets out (the values read once
 * per player with GET /api/user/cash-out-values, as the web reads them; each accepted with POST) as fast
 * as it answers. The players run on a worker thread of their own
 * (cash-out-load-worker.ts), keep-alive connections, so the load does not take the server's thread.
 * One line: both p99s and their ratio. Then the players' ledgers are checked.
 */
import { findLedgerViolations } from '../apps/server/src/test/ledger-invariants';
import { type BenchOptions, raceWithFundedPlayers } from './bench-setup';
import type { CashOutLoadInput, CashOutLoadOutput } from './cash-out-load-worker';
import { runThreads } from './run-threads';

const CLIENTS = 50;
/** Each phase runs this long before its answers count (cash-out-load-worker.ts). */
const WARM_UP_SECONDS = 2;

export async function benchCashOut(options: BenchOptions): Promise<void> {
  const { label, app, host, seconds, line } = options;
  const { db } = app.database;
  const { race, entries, players } = await raceWithFundedPlayers(db, {
    runners: 10,
    scheduledTime: new Date(Date.now() + 5 * 3600_000),
    players: CLIENTS,
    balanceCents: 10_000_000,
    prefix: `cierre${Date.now()}`,
  });
  const cookies = await Promise.all(players.map((player) => signIn(host, player.username)));

  const input: CashOutLoadInput = {
    origin: `http://${host}`,
    warmUpSeconds: WARM_UP_SECONDS,
    seconds,
    cookies,
    raceId: race.id,
    entries: entries.map((entry) => ({ id: entry.id, odds: entry.currentOdds! })),
  };
  const [output] = await runThreads<CashOutLoadOutput>(new URL('./cash-out-load-worker.ts', import.meta.url), [input]);
  const { bets, cashOuts } = output!;

  const betP99 = p99(bets.latencies);
  const cashOutP99 = p99(cashOuts.latencies);
  line(
    `[${label}] cash out, ${CLIENTS} players flat out, 1 race`,
    `${cashOuts.latencies.length} cashed out (${cashOuts.refused} refused, ${cashOuts.failed + bets.failed} connections lost), ` +
      `p50 ${p50(cashOuts.latencies).toFixed(1)} ms, p99 ${cashOutP99.toFixed(1)} ms | ` +
      `bet placement there ${bets.latencies.length} bets, p50 ${p50(bets.latencies).toFixed(1)} ms, p99 ${betP99.toFixed(1)} ms ` +
      `→ ratio ${(cashOutP99 / betP99).toFixed(2)}`,
  );
  const violations = await findLedgerViolations(
    db,
    players.map((player) => player.id),
  );
  if (violations.length > 0) line(`[${label}] cash out ledgers`, `FAIL: ${violations.length} players' ledgers broken`);
}

/** The worker's latencies come sorted. */
const at = (sorted: number[], quantile: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? NaN;
const p50 = (sorted: number[]) => at(sorted, 0.5);
const p99 = (sorted: number[]) => at(sorted, 0.99);

async function signIn(host: string, username: string): Promise<string> {
  const response = await fetch(`http://${host}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bulk-pass' }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
