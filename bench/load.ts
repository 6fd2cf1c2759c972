import http from 'node:http';

const WARM_UP_SECONDS = 1;

export type LoadResult = {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

/**
 * A closed-loop load: `concurrency` clients each send the next request as soon as the previous
 * answers, for `seconds`, over keep-alive connections. Latencies in milliseconds. The first second
 * is not counted, on either side, so the first endpoint measured (`GET /api/user`) does not also pay
 * for compiling the load's own code and the server's handler.
 */
export async function runLoad(options: {
  url: string;
  concurrency: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  let latencies: number[] = [];
  let errors = 0;

  const once = () =>
    new Promise<void>((resolve) => {
      const begin = performance.now();
      const request = http.get(options.url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - begin);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const runFor = (seconds: number) => {
    const deadline = performance.now() + seconds * 1000;
    return Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < deadline) await once();
      }),
    );
  };
  // What an earlier part left (the embedded database's heap, before the PostgreSQL half) is collected
  // now, not in the middle of this measurement.
  (globalThis as { gc?: () => void }).gc?.();
  await runFor(WARM_UP_SECONDS);
  latencies = [];
  errors = 0;
  const started = performance.now();
  await runFor(options.seconds);
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

/** A bare Node server answering the same bytes: the ceiling any framework can approach. */
export async function startBareServer(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
