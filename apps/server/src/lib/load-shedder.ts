import { MESSAGES, type TErrorResponse } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
};

export const DEFAULT_LOAD_SHEDDING: LoadShedderOptions = {
  targetMs: 100,
  // Half a refusal's 100 ms budget (decision 028): a refusal waits behind the loop as long as it runs late,
  // so a gate at 150 ms let refusals wait 300-900 ms on a slow host before any was turned away. Only with a
  // crowd in flight (minLimit): a loaded host delays the loop tens of milliseconds without one.
  maxLoopDelayMs: 50,
  // A burst of a few hundred bets at once is a busy minute, not an overload: they are let in, and the
  // limit comes down only once answers slow past the target.
  initialLimit: 256,
  minLimit: 32,
  maxLimit: 1024,
  retryAfterSeconds: 2,
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

/**
 * Routes with `config: { shed: true }` go through the shedder. Registered before the session plugin,
 * so a refusal reads no cookie, session or body.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, options: LoadShedderOptions) => {
    const shedder = createLoadShedder(options);
    app.decorate('loadShedder', shedder);
    app.addHook('onClose', async () => shedder.close());
    const refusal: TErrorResponse = { message: MESSAGES.busy, code: 'BUSY' };
    const retryAfter = String(options.retryAfterSeconds);

    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.shed !== true) return done();
      if (!shedder.tryAdmit()) {
        void reply.code(503).header('retry-after', retryAfter).send(refusal);
        return;
      }
      const admittedAt = performance.now();
      // 'close' comes once per response, after it is sent or when the client goes away first.
      reply.raw.once('close', () => shedder.release(performance.now() - admittedAt));
      done();
    });
  },
  { name: 'load-shedding' },
);

declare module 'fastify' {
  interface FastifyInstance {
    loadShedder: LoadShedder;
  }
}
