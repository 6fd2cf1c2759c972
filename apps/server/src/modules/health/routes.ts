import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connect';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    const ready = await database.isReady();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', database: database.kind });
  });
}
