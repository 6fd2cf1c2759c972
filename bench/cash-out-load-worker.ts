/**
 * The players of the cash-out bench, on a thread of their own so that their work does not share the
 * server's thread (as bet-load-worker.ts does for the busy race). First each player bets 1.00 to win as
 * fast as the server answers, then cashes those bets out as fast as it answers: the values read once
 * per player with the list the web reads (not timed), each accepted with POST (timed). Each phase runs uncounted for `warmUpSeconds` first, so the
 * thread's cold code and new connections are not counted against the server.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export type CashOutLoadInput = {
  /** `http://host:port` */
  origin: string;
  warmUpSeconds: number;
  seconds: number;
  cookies: string[];
  raceId: number;
  entries: Array<{ id: number; odds: string }>;
};
export type Phase = {
  /** Answer times of the accepted requests counted, sorted. */
  latencies: number[];
  /** Answered with another status. */
  refused: number;
  /** No answer (a connection lost). */
  failed: number;
};
export type CashOutLoadOutput = { bets: Phase; cashOuts: Phase };

const input = workerData as CashOutLoadInput;
const agent = new http.Agent({ keepAlive: true, maxSockets: input.cookies.length });

function send(
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { cookie };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const request = http.request(`${input.origin}${path}`, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    request.on('error', () => resolve({ status: 0, text: '' }));
    request.end(body);
  });
}

/**
 * Each player runs `step` again as soon as it answers, until the phase ends or it has nothing left
 * (`null`). A step answers its status and, when timed, when its timed request began.
 */
async function phase(
  step: (player: number) => Promise<{ status: number; startedAt?: number; ok: boolean } | null>,
): Promise<Phase> {
  const countFrom = performance.now() + input.warmUpSeconds * 1000;
  const deadline = countFrom + input.seconds * 1000;
  const result: Phase = { latencies: [], refused: 0, failed: 0 };
  await Promise.all(
    input.cookies.map(async (_, player) => {
      while (performance.now() < deadline) {
        const answer = await step(player);
        if (answer === null) return;
        const took = performance.now() - (answer.startedAt ?? 0);
        if (answer.startedAt === undefined || answer.startedAt < countFrom) continue;
        if (answer.status === 0) result.failed += 1;
        else if (!answer.ok) result.refused += 1;
        else result.latencies.push(took);
      }
    }),
  );
  result.latencies.sort((a, b) => a - b);
  return result;
}

parentPort!.postMessage('ready');
await new Promise((resolve) => parentPort!.once('message', resolve));

const placed: string[][] = input.cookies.map(() => []);
const sent = input.cookies.map(() => 0);
const bets = await phase(async (player) => {
  const entry = input.entries[(player + sent[player]!++) % input.entries.length]!;
  const body = JSON.stringify({
    raceId: input.raceId,
    raceEntryId: entry.id,
    betType: 'win',
    amount: '1.00',
    odds: entry.odds,
  });
  const startedAt = performance.now();
  const { status, text } = await send('POST', '/api/bets', input.cookies[player]!, body);
  if (status === 201) placed[player]!.push((JSON.parse(text) as { id: string }).id);
  return { status, startedAt, ok: status === 201 };
});
// As the web does: each player reads its bets' values once (GET /api/user/cash-out-values, untimed), then
// accepts each bet's value in turn (POST, timed); a value that moved meanwhile is answered with the new one.
const values = input.cookies.map(() => new Map<string, string>());
const cashOuts = await phase(async (player) => {
  if (values[player]!.size === 0 && placed[player]!.length > 0) {
    const list = await send('GET', '/api/user/cash-out-values', input.cookies[player]!);
    if (list.status !== 200) return { status: list.status, startedAt: performance.now(), ok: false };
    const read = JSON.parse(list.text) as { values: Array<{ betId: string; value: string | null }> };
    for (const row of read.values) if (row.value !== null) values[player]!.set(row.betId, row.value);
  }
  const betId = placed[player]!.pop();
  if (betId === undefined) return null;
  const value = values[player]!.get(betId);
  // A bet with no value is counted as refused, not timed.
  if (value === undefined) return { status: 409, startedAt: performance.now(), ok: false };
  const startedAt = performance.now();
  const { status, text } = await send(
    'POST',
    `/api/bets/${betId}/cash-out`,
    input.cookies[player]!,
    JSON.stringify({ value }),
  );
  if (status === 409) {
    const answer = JSON.parse(text) as { code?: string; value?: string };
    if (answer.code === 'CASH_OUT_CHANGED' && answer.value) {
      values[player]!.set(betId, answer.value);
      placed[player]!.push(betId);
    }
  }
  return { status, startedAt, ok: status === 200 };
});
agent.destroy();
parentPort!.postMessage({ bets, cashOuts } satisfies CashOutLoadOutput);
