import { ZSearchQuerySchema, ZSearchResponseSchema } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/error-responses';
import { findSearchResults } from './find-search-results';

/**
 * Search is public, like the board it leads to, and asked for at each pause in typing: the same words
 * from anyone get the same answer, which a browser or a proxy may keep for a few seconds.
 */
export async function searchRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/search', {
    schema: {
      tags: ['racing'],
      querystring: ZSearchQuerySchema,
      response: { 200: ZSearchResponseSchema, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=10');
      return findSearchResults(db, { text: request.query.q, now: clock() });
    },
  });
}
