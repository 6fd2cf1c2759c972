import {
  ZErrorResponseSchema,
  ZIdParamsSchema,
  ZRaceListResponseSchema,
  ZRaceResponseSchema,
  ZUpdateVideosResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { findRaces, getRace, type RaceListKind } from './races-repository';
import { updateRaceVideos } from './update-videos';

export const RACE_NOT_FOUND = 'Carrera no encontrada';

/** The board is public: visitors browse races; betting needs an approved account. */
export async function racingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of ['live', 'upcoming', 'finished'] as const satisfies RaceListKind[]) {
    api.get(`/api/races/${kind}`, {
      schema: { tags: ['racing'], response: { 200: ZRaceListResponseSchema } },
      handler: async () => findRaces(db, kind),
    });
  }

  api.get('/api/races/:id', {
    schema: {
      tags: ['racing'],
      params: ZIdParamsSchema,
      response: { 200: ZRaceResponseSchema, 400: ZErrorResponseSchema, 404: ZErrorResponseSchema },
    },
    handler: async (request) => {
      const race = await getRace(db, request.params.id);
      if (!race) throw new AppError('NOT_FOUND', RACE_NOT_FOUND);
      return race;
    },
  });

  api.post('/api/racing/update-videos', {
    config: { rateLimit: { max: 6, timeWindow: '1 minute' } },
    schema: { tags: ['racing'], response: { 200: ZUpdateVideosResponseSchema } },
    handler: async () => updateRaceVideos(db),
  });
}
