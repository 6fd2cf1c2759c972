import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSourcesSettings } from '../modules/datasources';

/*
 * For tests: one local HTTP server standing in for the five services, each under its own path
 * (`/tra/v1`, `/rapid-uk`, `/rapid-us`, `/odds`, `/apf`). Tests give each route its answer in the
 * service's documented shape, queue one-off answers (errors, 429 with Retry-After, slow answers),
 * and read every request the app made.
 */

export type FakeService = 'tra' | 'rapid-uk' | 'rapid-us' | 'odds' | 'apf';

export type FakeRequest = {
  service: FakeService;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  at: number;
};

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };
type Route = (request: FakeRequest) => FakeReply;

const MOUNTS: Record<FakeService, string> = {
  tra: '/tra/v1',
  'rapid-uk': '/rapid-uk',
  'rapid-us': '/rapid-us',
  odds: '/odds',
  apf: '/apf',
};

export type FakeServices = Awaited<ReturnType<typeof startFakeServices>>;

export async function startFakeServices() {
  const routes = new Map<string, Route>();
  const queued = new Map<string, FakeReply[]>();
  const requests: FakeRequest[] = [];
  const key = (service: FakeService, path: string) => `${service} ${path}`;

  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const service = (Object.keys(MOUNTS) as FakeService[]).find((name) => url.pathname.startsWith(`${MOUNTS[name]}/`));
    if (!service) {
      response.writeHead(404).end();
      return;
    }
    const path = url.pathname.slice(MOUNTS[service].length);
    const request: FakeRequest = { service, path, query: url.searchParams, headers: incoming.headers, at: Date.now() };
    requests.push(request);
    const reply = queued.get(key(service, path))?.shift() ??
      routes.get(key(service, path))?.(request) ?? { status: 404, body: { message: 'Not found' } };
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    requests,
    /** Requests one service received (optionally on one path). */
    seen(service: FakeService, path?: string) {
      return requests.filter((request) => request.service === service && (path === undefined || request.path === path));
    },
    /** The standing answer of a route. */
    route(service: FakeService, path: string, answer: Route | FakeReply) {
      routes.set(key(service, path), typeof answer === 'function' ? answer : () => answer);
    },
    /** One-off answers, used in order before the standing one. */
    queue(service: FakeService, path: string, ...replies: FakeReply[]) {
      queued.set(key(service, path), [...(queued.get(key(service, path)) ?? []), ...replies]);
    },
    clearRequests() {
      requests.length = 0;
    },
    /** Settings pointing every source here, with fake credentials and short waits. */
    settings(options: { credentials?: boolean; timeoutMs?: number } = {}): DataSourcesSettings {
      const withKeys = options.credentials ?? true;
      return {
        sportApi: { baseUrl: `${base}${MOUNTS.apf}`, key: withKeys ? 'apf-key' : undefined },
        theRacingApi: {
          baseUrl: `${base}${MOUNTS.tra}`,
          username: withKeys ? 'tra-user' : undefined,
          password: withKeys ? 'tra-pass' : undefined,
        },
        oddsApi: { baseUrl: `${base}${MOUNTS.odds}`, key: withKeys ? 'odds-key' : undefined },
        usHorseRacing: { baseUrl: `${base}${MOUNTS['rapid-us']}`, key: withKeys ? 'rapid-key' : undefined },
        rapidApiHorseRacing: { baseUrl: `${base}${MOUNTS['rapid-uk']}`, key: withKeys ? 'rapid-key' : undefined },
        http: { timeoutMs: options.timeoutMs ?? 2000, backoffMs: 20, delayScale: 0.01, maxRetryAfterMs: 30_000 },
      };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
