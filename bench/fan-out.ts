/**
 * Live fan-out: odds updates published on the bus, delivered to thousands of WebSocket
 * clients subscribed to one race; the figure is the delivery latency, publish to frame read.
 *
 * The clients run in a worker thread with its own event loop, so reading 5,000 sockets does not
 * queue behind the server's sends (the server's thread measures itself, not its clients). Both
 * threads read the same clock: performance.timeOrigin + performance.now().
 */
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import WebSocket, { WebSocketServer } from 'ws';

export const FAN_OUT_LIMIT_MS = 100;
const WARM_UP = 3;

type ClientsData = { kind: 'fan-out-clients'; url: string; sockets: number; raceId: number };
type FromClients =
  | { type: 'ready'; connected: number; failed: number }
  | { type: 'received'; sequences: Int32Array; times: Float64Array };

export type FanOutResult = {
  sockets: number;
  updates: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  /** Set when the descriptor limit allowed fewer sockets than asked. */
  note?: string;
};

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `sockets` client sockets to `wsUrl` in a worker, subscribes each to one race, publishes
 * `updates` odds updates 100 ms apart through `publish`, and reports what arrived and how fast.
 */
export async function benchFanOut(options: {
  wsUrl: string;
  publish: (event: {
    type: 'odds_update';
    raceId: number;
    data: Array<{ entryId: number; currentOdds: string }>;
  }) => Promise<void>;
  sockets: number;
  updates?: number;
}): Promise<FanOutResult> {
  const updates = options.updates ?? 20;
  const raceId = 999_999;
  const { sockets, note } = socketsWithinDescriptorLimit(options.sockets);

  // A worker does not inherit tsx's loader: it registers it, then loads this file (the clients' half).
  const boot =
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, {
    eval: true,
    workerData: { kind: 'fan-out-clients', url: options.wsUrl, sockets, raceId } satisfies ClientsData,
  });
  const messages: FromClients[] = [];
  const waiters: Array<() => void> = [];
  worker.on('message', (message: FromClients) => {
    messages.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  const failure = new Promise<never>((_, reject) => worker.once('error', reject));
  failure.catch(() => {});
  const next = async <T extends FromClients['type']>(type: T): Promise<Extract<FromClients, { type: T }>> => {
    for (;;) {
      const index = messages.findIndex((message) => message.type === type);
      if (index >= 0) return messages.splice(index, 1)[0] as Extract<FromClients, { type: T }>;
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), failure]);
    }
  };

  try {
    const ready = await next('ready');
    const sentAt: number[] = [];
    // The first updates also warm up the send path (compiled code, socket buffers) on both sides:
    // sent like the others, not counted, so the figure is a running server's.
    for (let sequence = 0; sequence < WARM_UP + updates; sequence++) {
      sentAt[sequence] = now();
      await options.publish({ type: 'odds_update', raceId, data: [{ entryId: sequence, currentOdds: '3.50' }] });
      await sleep(100);
    }
    await sleep(2000);
    worker.postMessage('finish');
    const { sequences, times } = await next('received');
    const latencies = Array.from(times, (time, index) => ({ time, sequence: sequences[index]! }))
      .filter(({ sequence }) => sequence >= WARM_UP)
      .map(({ time, sequence }) => time - sentAt[sequence]!)
      .sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return {
      sockets: ready.connected,
      updates,
      delivered: latencies.length,
      p50: at(0.5),
      p99: at(0.99),
      max: latencies.at(-1) ?? NaN,
      note: [note, ready.failed > 0 ? `${ready.failed} sockets failed to connect` : undefined]
        .filter(Boolean)
        .join('; '),
    };
  } finally {
    await worker.terminate();
  }
}

/**
 * The limit's reference: a bare `ws` server broadcasting as ws's README does (the message encoded once,
 * `client.send` to each open socket), speaking just enough of `/ws` for the bench's clients (a
 * subscription, a ping answered by a pong). Measured with the same clients, on the same machine, in
 * the same run: what one Node thread's sends to these sockets cost before any of Galope's work.
 */
export async function startBareBroadcast(): Promise<{
  wsUrl: string;
  publish: (event: object) => Promise<void>;
  close: () => Promise<void>;
}> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'ping') socket.send('{"type":"pong"}');
    });
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('bare broadcast has no port');
  return {
    wsUrl: `ws://127.0.0.1:${address.port}`,
    async publish(event) {
      const payload = JSON.stringify(event);
      for (const client of server.clients) if (client.readyState === WebSocket.OPEN) client.send(payload);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Client and server ends live in this one process: each socket costs two descriptors. Node cannot
 * raise its own limit (no setrlimit), so when the soft limit is too low the run uses what fits and
 * says how to raise it (`ulimit -n`, up to the hard limit, in the shell that starts the bench).
 */
function socketsWithinDescriptorLimit(wanted: number): { sockets: number; note?: string } {
  let soft = Infinity;
  let hard = Infinity;
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const [, softText, hardText] = line?.match(/^Max open files\s+(\S+)\s+(\S+)/) ?? [];
    soft = softText === 'unlimited' || !softText ? Infinity : Number(softText);
    hard = hardText === 'unlimited' || !hardText ? Infinity : Number(hardText);
  } catch {
    // Not Linux: no way to read it; try the full count.
  }
  const spare = 200;
  const fits = Math.floor((soft - spare) / 2);
  if (fits >= wanted) return { sockets: wanted };
  return {
    sockets: Math.max(0, fits),
    note: `open-file limit ${soft} (hard ${hard}) fits ${fits} of ${wanted} sockets: run \`ulimit -n ${Math.min(hard, wanted * 2 + spare)}\` first`,
  };
}

/** The worker: connects the clients, then records when each odds update arrives on each socket. */
async function runClients({ url, sockets, raceId }: ClientsData) {
  const open: WebSocket[] = [];
  const sequences: number[] = [];
  const times: number[] = [];
  let failed = 0;

  const connectOne = () =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      let settled = false;
      const fail = () => {
        if (settled) return;
        settled = true;
        failed += 1;
        resolve();
      };
      ws.once('error', fail);
      ws.once('close', fail);
      ws.on('message', (data) => {
        const received = now();
        const message = JSON.parse(data.toString()) as { type: string; data?: Array<{ entryId: number }> };
        if (message.type === 'odds_update') {
          sequences.push(message.data![0]!.entryId);
          times.push(received);
        } else if (message.type === 'pong' && !settled) {
          // The subscription before it was read by the server: this socket is ready.
          settled = true;
          open.push(ws);
          resolve();
        }
      });
      ws.once('open', () => {
        ws.send(JSON.stringify({ type: 'subscribe_odds', raceId }));
        ws.send(JSON.stringify({ type: 'ping' }));
      });
    });

  // A hundred handshakes at a time: the server's accept queue, not the bench, is what would overflow.
  for (let start = 0; start < sockets; start += 100) {
    await Promise.all(Array.from({ length: Math.min(100, sockets - start) }, connectOne));
  }
  parentPort!.postMessage({ type: 'ready', connected: open.length, failed } satisfies FromClients);

  parentPort!.once('message', () => {
    for (const ws of open) ws.terminate();
    parentPort!.postMessage({
      type: 'received',
      sequences: Int32Array.from(sequences),
      times: Float64Array.from(times),
    } satisfies FromClients);
  });
}

if (!isMainThread && (workerData as ClientsData | undefined)?.kind === 'fan-out-clients') {
  await runClients(workerData as ClientsData);
}
