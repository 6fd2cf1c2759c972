import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@galope/contracts';
import { AppError } from '../../lib/app-error';
import type { Metrics } from './metrics';

/** The bet routes whose answers `galope_bets_total` counts, and the kind each places. */
const BET_ROUTES: Record<string, string> = { '/api/bets': 'race', '/api/sports/bets': 'sport' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The refusal code of a bet answered with an error, read as the answer goes out. */
    betRefusal?: string;
  }
}

function hasToken(request: FastifyRequest, token: Buffer): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.concat([Buffer.from('Bearer '), token]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN` (401 without
 * it) and not there at all (404) when no token is set; the hooks that time every request and count
 * every bet's outcome. A route label is the route's pattern (`/api/races/:id`), never the raw URL,
 * and `unmatched` for a 404, so a scanner cannot grow the series without bound.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | undefined }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const kind = request.method === 'POST' ? BET_ROUTES[request.routeOptions.url ?? ''] : undefined;
      if (kind && reply.statusCode >= 400 && typeof payload === 'string') {
        try {
          request.betRefusal = (JSON.parse(payload) as { code?: string }).code;
        } catch {
          request.betRefusal = undefined;
        }
      }
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request.routeOptions.url);
      metrics.requestDuration.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      const kind = request.method === 'POST' ? BET_ROUTES[route] : undefined;
      if (kind) {
        const outcome =
          reply.statusCode === 201
            ? 'placed'
            : reply.statusCode === 200
              ? 'replayed'
              : (request.betRefusal ?? `HTTP_${reply.statusCode}`);
        metrics.bets.inc({ kind, outcome });
      }
    });

    // Always a route, so that without a token the answer is the API's 404, not the web app's page.
    const secret = token === undefined ? undefined : Buffer.from(token);
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (secret === undefined) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      if (!hasToken(request, secret)) throw new AppError('UNAUTHENTICATED', 'Se requiere el token de métricas');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
);

/**
 * A request the load shedder refused before Fastify saw it (lib/load-shedder.ts): counted as the
 * hooks above would have, answered at once, and as a bet refused BUSY.
 */
export function countRefusedBusy(metrics: Metrics, method: string, route: string): void {
  metrics.requestDuration.observe({ method, route, status_code: 503 }, 0);
  const kind = method === 'POST' ? BET_ROUTES[route] : undefined;
  if (kind) metrics.bets.inc({ kind, outcome: 'BUSY' });
}

/**
 * A route's label: its pattern; every file of the web build under one label, `static` (each is a route
 * of its own, and hashed names change with every release: one series each would grow without end).
 */
export function routeLabel(url: string | undefined): string {
  if (url === undefined) return 'unmatched';
  if (!url.startsWith('/api/') && /\.[a-z0-9]+$/i.test(url)) return 'static';
  return url;
}
