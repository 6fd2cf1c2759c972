import {
  ZErrorResponseSchema,
  ZIdParamsSchema,
  ZRaceCardListResponseSchema,
  ZRaceResponseSchema,
  ZUpdateVideosResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { createResponseCache } from '../../lib/response-cache';
import { sendSharedJson } from '../../lib/send-shared-json';
import type { LiveBus } from '../live';
import { findRaceCards, getRace, type RaceListKind } from './races-repository';
import { updateRaceVideos } from './update-videos';

export const RACE_NOT_FOUND = 'Carrera no encontrada';

/** The board is public: visitors browse races; betting needs an approved account. */
export async function racingRoutes(
  app: FastifyInstance,
  { db, bus, cacheMs }: { db: Db; bus: LiveBus; cacheMs: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Every visitor sees the same lists: serve them from a one-second cache that any race event clears.
  const lists = createResponseCache(cacheMs);
  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'odds_update' || event.type === 'race_status' || event.type === 'race_result') lists.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  for (const kind of ['live', 'upcoming', 'finished'] as const satisfies RaceListKind[]) {
    api.get(`/api/races/${kind}`, {
      schema: { tags: ['racing'], response: { 200: ZRaceCardListResponseSchema } },
      handler: async (request, reply) => {
        // Already JSON bytes, compressed once for everyone (the schema still documents the shape).
        return sendSharedJson(request, reply, await lists.json(kind, () => findRaceCards(db, kind)));
      },
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
