/**
 * The players of the busy-race bench, on a thread of their own so that their work does not share the
 * server's thread (pgbench, the limit, is a process of its own too). Each player bets 1.00 to win on
 * its race, runner after runner, at the price its slip believes; a 409 PRICE_CHANGED updates that
 * price, as a player accepting the new odds would; one bet in four is sent twice under one
 * Idempotency-Key. A player told that the race is closed (400) moves on to the next race, as the slip
 * does once a race is off, instead of sending bets nobody could take. `pace` 0: as fast as the server answers; otherwise each player's bets are at least
 * that many milliseconds apart (the offered rate is players / pace).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export type BetLoadInput = {
  url: string;
  /** Run uncounted first: the thread's code is compiled and its connections opened (see below). */
  warmUpSeconds: number;
  seconds: number;
  paceMs: number;
  cookies: string[];
  races: Array<{ raceId: number; entries: Array<{ id: number; odds: string }> }>;
  /** Read meanwhile, one after another every 20 ms: how the rest of the site feels during the storm. */
  probes: string[];
  /**
   * Open loop: each bet's time counts from the moment it was due, not from when it was sent, so a
   * player kept waiting by a slow answer counts that wait in its next bets too (no coordinated omission).
   */
  fromSchedule?: boolean;
  /** Tote tickets (a 1.00 win ticket on the runner) instead of fixed-odds win bets. */
  tote?: boolean;
};
export type BetLoadOutput = {
  seconds: number;
  /** Accepted (201) and replayed (200) bets' answer times, sorted. */
  latencies: number[];
  /** 503 BUSY refusals' answer times, sorted. */
  refusals: number[];
  /** The longest answer of any status. */
  longest: number;
  statuses: Record<number, number>;
  probes: Record<string, number[]>;
};

const input = workerData as BetLoadInput;
/** The server's Retry-After on 503 BUSY (lib/load-shedder.ts). */
const BUSY_RETRY_MS = 2000;
const agent = new http.Agent({ keepAlive: true, maxSockets: input.cookies.length + input.probes.length });
/**
 * Open loop (`fromSchedule`): a player may have more than one bet unanswered. Each has the connections
 * of a browser, at most six to a site, kept open and reused; a seventh bet waits for one of them (its
 * time counted from its moment all the same). One pool of unlimited sockets for all players opened a
 * new connection for every bet sent while earlier ones were unanswered and closed them past 256 idle:
 * thousands of connections a second, which no crowd of browsers opens, took the processor from the
 * server and overflowed the kernel's queue of new connections (players then waited seconds for TCP).
 */
const BROWSER_CONNECTIONS_PER_SITE = 6;
const playerAgents = input.cookies.map(() =>
  input.fromSchedule
    ? new http.Agent({
        keepAlive: true,
        maxSockets: BROWSER_CONNECTIONS_PER_SITE,
        maxFreeSockets: BROWSER_CONNECTIONS_PER_SITE,
      })
    : agent,
);
const prices = new Map<number, string>();
for (const race of input.races) for (const entry of race.entries) prices.set(entry.id, entry.odds);
const latencies: number[] = [];
const refusals: number[] = [];
let longest = 0;
const statuses: Record<number, number> = {};

function post(player: number, body: string, key: string | undefined): Promise<{ status: number; text: string }> {
  const cookie = input.cookies[player]!;
  const agent = playerAgents[player];
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {
      cookie,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    if (key) headers['idempotency-key'] = key;
    const request = http.request(input.url, { method: 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    request.on('error', () => resolve({ status: 0, text: '' }));
    request.end(body);
  });
}

async function player(index: number, deadline: number) {
  let race = index % input.races.length;
  let sent = 0;
  const pending = new Set<Promise<void>>();

  async function bet(dueAt: number) {
    const { raceId, entries } = input.races[race]!;
    sent += 1;
    const entry = entries[(index + sent) % entries.length]!;
    const body = JSON.stringify(
      input.tote
        ? { raceId, pool: 'win', selections: [[entry.id]], unitStake: '1.00' }
        : { raceId, raceEntryId: entry.id, betType: 'win', amount: '1.00', odds: prices.get(entry.id) },
    );
    const key = sent % 4 === 1 ? randomUUID() : undefined;
    for (let attempt = 0; attempt < (key ? 2 : 1); attempt++) {
      const started = input.fromSchedule && attempt === 0 ? Math.min(dueAt, performance.now()) : performance.now();
      const { status, text } = await post(index, body, key);
      const counted = started >= countFrom;
      const took = performance.now() - started;
      if (counted) {
        statuses[status] = (statuses[status] ?? 0) + 1;
        longest = Math.max(longest, took);
      }
      if (status === 201 || status === 200) {
        if (counted) latencies.push(took);
      } else if (status === 503) {
        if (counted) refusals.push(took);
        // As the slip does: a player told the site is busy tries again after Retry-After, not at once.
        if (input.paceMs === 0) await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
        break;
      } else if (status === 409) {
        const answer = JSON.parse(text) as { code?: string; odds?: string };
        if (answer.code === 'PRICE_CHANGED' && answer.odds) prices.set(entry.id, answer.odds);
        break;
      } else {
        if (status === 400) race = (race + 1) % input.races.length;
        break;
      }
    }
  }

  // Paced players start at random moments within one pace, as a crowd does: started together, 200
  // players would send every bet in one wave and measure the wave's queue, not the server.
  let nextAt = performance.now() + Math.random() * input.paceMs;
  while (nextAt < deadline) {
    // Each bet at its own moment (start + n × pace), not a pace after the last answer: timers fire
    // late, and waiting a full pace after each would offer less than the rate asked for.
    const wait = nextAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (input.fromSchedule) {
      // Open loop: a bet goes at its moment even while the player's last one is unanswered (a crowd
      // does not wait for the server), so a refusal is timed as the server gave it, not behind the
      // player's previous, admitted bet.
      const task = bet(nextAt).finally(() => pending.delete(task));
      pending.add(task);
    } else {
      await bet(nextAt);
    }
    nextAt = input.paceMs > 0 ? nextAt + input.paceMs : performance.now();
  }
  await Promise.all(pending);
}

function get(url: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.on('error', () => resolve());
  });
}

const probes: Record<string, number[]> = {};
async function probe(url: string, deadline: number) {
  const latencies: number[] = (probes[new URL(url).pathname] = []);
  while (performance.now() < deadline) {
    const begin = performance.now();
    await get(url);
    if (begin >= countFrom) latencies.push(performance.now() - begin);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  latencies.sort((a, b) => a - b);
}

// Loaded: say so, and begin when every thread of the run is (bet-placement.ts).
parentPort!.postMessage('ready');
await new Promise((resolve) => parentPort!.once('message', resolve));
// A worker's code starts cold (a fresh V8 isolate, interpreted until compiled) and its 200 connections
// are new. Counted from its start, the paced run on PostgreSQL had 442 bets over 100 ms (up to 617 ms),
// all in its first 1.5 s, while the server's own timing of the same requests had 47 (up to 113 ms), with
// no GC pause over 10 ms and an event-loop delay under 30 ms: the load, not the server, was slow. A
// second of warm-up still left them in the first second counted; after two, none in the first 1.75 s.
// So each thread bets uncounted for `warmUpSeconds` first, as the closed-loop loads do (load.ts).
const countFrom = performance.now() + input.warmUpSeconds * 1000;
const deadline = countFrom + input.seconds * 1000;
await Promise.all([
  ...input.cookies.map((_, index) => player(index, deadline)),
  ...input.probes.map((url) => probe(url, deadline)),
]);
agent.destroy();
for (const playerAgent of playerAgents) playerAgent.destroy();
latencies.sort((a, b) => a - b);
refusals.sort((a, b) => a - b);
parentPort!.postMessage({
  // The window the bets counted were sent in, not until the last answer: a player refused just before
  // the deadline waits out its Retry-After (2 s) before its loop ends, and timed to then, a side with
  // one such player read a third slower than the other side of the same run.
  seconds: input.seconds,
  latencies,
  refusals,
  longest,
  statuses,
  probes,
} satisfies BetLoadOutput);
