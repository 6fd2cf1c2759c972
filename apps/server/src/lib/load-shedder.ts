import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { MESSAGES, type TErrorResponse } from '@galope/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import { requestIdOf } from './request-id';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refused at once with 503 BUSY when the server is taking all it can (lib/load-shedder.ts). */
    shed?: boolean;
  }
}

export type LoadShedderOptions = {
  /** The answer time admitted requests should keep on average; past it, fewer are let in at once. */
  targetMs: number;
  /** How late the event loop may run before the process itself is the bottleneck and new work waits. */
  maxLoopDelayMs: number;
  /** Requests let in at once at the start; the limit then follows the answer times between the bounds. */
  initialLimit: number;
  minLimit: number;
  maxLimit: number;
  /** What the refusal's Retry-After says, in seconds. */
  retryAfterSeconds: number;
  /** How often the bets placed and refused since the last line are logged (one line, not one per bet). */
  summaryLogMs: number;
};

export const DEFAULT_LOAD_SHEDDING: LoadShedderOptions = {
  targetMs: 100,
  // A quarter of a refusal's 100 ms budget (decision 028): a refusal waits behind the loop as long as it
  // runs late, and the load's own thread adds as much again. At 150 ms refusals waited 300-900 ms on a
  // slow host before any was turned away; at 50 ms their p99 still read 48-112 ms on PostgreSQL, at 25 ms
  // 40-52 ms, and the flat-out players, whose loop runs under it, met no refusal either way. Only with a
  // crowd in flight (minLimit): a loaded host delays the loop tens of milliseconds without one.
  maxLoopDelayMs: 25,
  // A burst of a few hundred bets at once is a busy minute, not an overload: they are let in, and the
  // limit comes down only once answers slow past the target.
  initialLimit: 256,
  minLimit: 32,
  maxLimit: 1024,
  retryAfterSeconds: 2,
  summaryLogMs: 10_000,
};

/** How often the event loop's delay is sampled. */
const SAMPLE_MS = 10;

export type LoadShedder = ReturnType<typeof createLoadShedder>;

/**
 * Admission control for the requests that write money (bets). Past what the database or the process
 * can take, a queue only makes every answer late: a race-day crowd offering more bets than the
 * database commits would wait seconds each, then time out unanswered. So a request is let in only
 * while both hold:
 * - fewer admitted requests are in flight than a limit that follows their answer times (additive
 *   increase while their recent average stays under `targetMs`, a fifth less at most once per
 *   `targetMs` while it is over: the way TCP finds a link's capacity), which keeps the database's queue
 *   short. The average, not each answer: one slow answer among fast ones (a collector pause, a batch
 *   that met a checkpoint) is not a crowd, and cutting the limit for it refused players for nothing;
 * - the event loop runs on time (smoothed over about 50 ms, so one pause of the collector or one burst
 *   of requests is not taken for a crowd): when the process itself is saturated, requests wait in the kernel before any
 *   of our code sees them, which no in-flight count can measure.
 * The rest are refused at once, cheaply, before their session or body is read: they cost far less
 * than an admitted bet, so the admitted ones keep their speed and everyone hears back quickly.
 */
export function createLoadShedder(options: LoadShedderOptions) {
  const { targetMs, maxLoopDelayMs, minLimit, maxLimit } = options;
  let limit = options.initialLimit;
  let inFlight = 0;
  let lastDecrease = 0;
  let loopDelay = 0;
  /** Admitted requests' answer times, smoothed over about the last twenty. */
  let answerMs = 0;
  let expected = performance.now() + SAMPLE_MS;
  const sampler = setInterval(() => {
    const now = performance.now();
    loopDelay = 0.8 * loopDelay + 0.2 * Math.max(0, now - expected);
    expected = now + SAMPLE_MS;
  }, SAMPLE_MS);
  sampler.unref();

  return {
    /** True when the request may go on; it must then call `release` exactly once. */
    tryAdmit(): boolean {
      if (inFlight >= Math.floor(limit)) return false;
      // A lone request is never refused for a slow loop: the loop is then slow for another reason.
      if (loopDelay > maxLoopDelayMs && inFlight >= minLimit) return false;
      inFlight += 1;
      return true;
    },
    release(elapsedMs: number): void {
      inFlight -= 1;
      answerMs = 0.95 * answerMs + 0.05 * elapsedMs;
      if (answerMs > targetMs) {
        const now = performance.now();
        if (now - lastDecrease >= targetMs) {
          limit = Math.max(minLimit, limit * 0.8);
          lastDecrease = now;
        }
      } else if (inFlight + 1 >= limit / 2) {
        // Grows only while the limit is in use: an idle server does not talk itself into a huge one.
        limit = Math.min(maxLimit, limit + 1 / limit);
      }
    },
    state: () => ({ limit: Math.floor(limit), inFlight, loopDelayMs: loopDelay, answerMs }),
    close: () => clearInterval(sampler),
  };
}

/** Marks a raw request the HTTP server already let through the shedder (`createShedding`). */
const ADMITTED = Symbol('admitted by the load shedder');
type GatedRequest = IncomingMessage & { [ADMITTED]?: true };

export type Shedding = ReturnType<typeof createShedding>;

/** A shed route answered with success: a bet (or ticket) placed, or replayed under its Idempotency-Key. */
export function isBetPlaced(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.routeOptions.config.shed === true && reply.statusCode < 300;
}

/**
 * Admission for the routes marked `config: { shed: true }`, in two places:
 * - `serverFactory`, the HTTP server Fastify is given, looks at each request before Fastify does. A bet
 *   the shedder refuses is answered there with a prepared 503: no request object, id, logger, hooks,
 *   routing or serializer. Under a crowd most requests are refusals, and through Fastify each cost as
 *   much main-thread time as a third of an admitted bet, which made every answer, `/healthz` and the
 *   refusals themselves, wait behind them;
 * - the plugin's `onRequest` hook admits a shed route's request that reached Fastify without the
 *   server's look (a path spelt otherwise than the route, which the router still matches; `inject`
 *   in tests), so each such request goes through the shedder exactly once whichever way it came.
 * The server's refusals are counted by `onRefused` (the metrics). Refusals and the bets let in that were
 * placed are logged as one line every `summaryLogMs`, not one per request: under a crowd that would be
 * thousands of lines a second.
 */
export function createShedding(options: LoadShedderOptions) {
  const shedder = createLoadShedder(options);
  /** `POST /api/bets` and the like, as the raw request spells them: filled as the routes are added. */
  const gated = new Set<string>();
  const refusal: TErrorResponse = { message: MESSAGES.busy, code: 'BUSY' };
  const body = Buffer.from(JSON.stringify(refusal));
  let refusalHeaders: OutgoingHttpHeaders = {};
  let onRefused: (method: string, route: string) => void = () => {};
  let refusedSinceLog = 0;

  const admitted = (request: GatedRequest, response: ServerResponse) => {
    request[ADMITTED] = true;
    const admittedAt = performance.now();
    // 'close' comes once per response, after it is sent or when the client goes away first.
    response.once('close', () => shedder.release(performance.now() - admittedAt));
  };

  /** True when the request was answered here (refused). */
  const gate = (request: GatedRequest, response: ServerResponse): boolean => {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    let path = query === -1 ? url : url.slice(0, query);
    // The router ignores one trailing slash (routerOptions.ignoreTrailingSlash).
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    if (!gated.has(`${request.method} ${path}`)) return false;
    if (shedder.tryAdmit()) {
      admitted(request, response);
      return false;
    }
    response.writeHead(503, { ...refusalHeaders, 'x-request-id': requestIdOf(request.headers) });
    response.end(body);
    refusedSinceLog += 1;
    onRefused(request.method ?? 'POST', path);
    return true;
  };

  return {
    shedder,
    /**
     * Fastify's `serverFactory`: the server Fastify would make itself, its socket timeouts set as
     * Fastify sets them, with the gate in front of Fastify's handler.
     */
    serverFactory(timeouts: { connectionMs: number; requestMs: number; keepAliveMs: number }): FastifyServerFactory {
      return (handler) => {
        const server = http.createServer((request, response) => {
          if (!gate(request, response)) handler(request, response);
        });
        server.keepAliveTimeout = timeouts.keepAliveMs;
        server.requestTimeout = timeouts.requestMs;
        server.setTimeout(timeouts.connectionMs);
        return server;
      };
    },

    plugin: fp(
      async (
        app: FastifyInstance,
        pluginOptions: {
          /** Headers every answer carries (security), the refusal's too. */
          headers: OutgoingHttpHeaders;
          onRefused?: (method: string, route: string) => void;
        },
      ) => {
        refusalHeaders = {
          ...pluginOptions.headers,
          'content-type': 'application/json; charset=utf-8',
          'content-length': body.length,
          'cache-control': 'no-store',
          'retry-after': String(options.retryAfterSeconds),
        };
        onRefused = pluginOptions.onRefused ?? onRefused;
        app.decorate('loadShedder', shedder);

        app.addHook('onRoute', (route) => {
          if (route.config?.shed !== true) return;
          if (/[:*(]/.test(route.url)) throw new Error(`A shed route must be a plain path: ${route.url}`);
          for (const method of [route.method].flat()) gated.add(`${method} ${route.url}`);
        });
        app.addHook('onRequest', (request, reply, done) => {
          const raw = request.raw as GatedRequest;
          if (request.routeOptions.config.shed !== true || raw[ADMITTED]) return done();
          if (!shedder.tryAdmit()) {
            // Counted by the metrics' own hooks, as any answer that went through Fastify.
            refusedSinceLog += 1;
            void reply.code(503).header('retry-after', String(options.retryAfterSeconds)).send(refusal);
            return;
          }
          admitted(raw, reply.raw);
          done();
        });

        // The shed routes' answers in one line per interval: under a crowd a line per bet was thousands a
        // second, and writing them took the processor from the bets (app.ts logs each at debug instead).
        let placedSinceLog = 0;
        app.addHook('onResponse', (request, reply, done) => {
          if (isBetPlaced(request, reply)) placedSinceLog += 1;
          done();
        });
        const logger = setInterval(() => {
          if (refusedSinceLog === 0 && placedSinceLog === 0) return;
          const { limit, inFlight, loopDelayMs } = shedder.state();
          app.log[refusedSinceLog > 0 ? 'warn' : 'info'](
            {
              placed: placedSinceLog,
              refused: refusedSinceLog,
              limit,
              inFlight,
              loopDelayMs: Math.round(loopDelayMs),
            },
            'bets answered (placed or replayed) and refused busy (503 BUSY) since the last line',
          );
          refusedSinceLog = 0;
          placedSinceLog = 0;
        }, options.summaryLogMs);
        logger.unref();
        app.addHook('onClose', async () => {
          clearInterval(logger);
          shedder.close();
        });
      },
      { name: 'load-shedding' },
    ),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    loadShedder: LoadShedder;
  }
}
