import { ZResultsQuerySchema, ZResultsResponseSchema } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { errorResponses } from '../../lib/error-responses';
import { findDayResults } from './find-day-results';

/** Results are public, like the board: a visitor looks up yesterday's winners without an account. */
export async function resultsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/results', {
    schema: {
      tags: ['racing'],
      querystring: ZResultsQuerySchema,
      response: { 200: ZResultsResponseSchema, ...errorResponses(400) },
    },
    handler: async (request) => findDayResults(db, request.query),
  });
}
