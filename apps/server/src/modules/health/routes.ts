import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connect';

/**
 * What /readyz and the start log say when production runs on the embedded database: allowed, for a
 * small site on one instance, but never for several instances (each would have its own database).
 */
export const EMBEDDED_IN_PRODUCTION =
  'NODE_ENV=production on the embedded database (no DATABASE_URL): one instance only, back it up with ' +
  '`npm run db:backup`; set DATABASE_URL to run several instances or a larger site';

export async function healthRoutes(
  app: FastifyInstance,
  { database, production, draining }: { database: Database; production: boolean; draining: () => boolean },
) {
  const warning = production && database.kind === 'pglite' ? EMBEDDED_IN_PRODUCTION : undefined;
  if (warning) app.log.warn(warning);

  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    // Shutting down: still answering, but send nothing new here.
    if (draining()) return reply.status(503).send({ status: 'draining', database: database.kind });
    const ready = await database.isReady();
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', database: database.kind, ...(warning && { warning }) });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `drain()`: /readyz answers 503 from now on, before the server closes (main.ts, on SIGTERM). */
    health: { drain: () => void };
  }
}
