import {
  ZErrorResponseSchema,
  ZIdParamsSchema,
  ZSportEventListResponseSchema,
  ZSportEventResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { createResponseCache } from '../../lib/response-cache';
import { sendSharedJson } from '../../lib/send-shared-json';
import type { LiveBus } from '../live';
import { findSportEvents, getSportEvent } from './sport-events-repository';

export const SPORT_EVENT_NOT_FOUND = 'Evento no encontrado';

export async function sportsRoutes(
  app: FastifyInstance,
  { db, bus, cacheMs }: { db: Db; bus: LiveBus; cacheMs: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const lists = createResponseCache(cacheMs);
  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'sport_update') lists.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  api.get('/api/sports/events', {
    schema: { tags: ['sports'], response: { 200: ZSportEventListResponseSchema } },
    handler: async (request, reply) => {
      return sendSharedJson(request, reply, await lists.json('events', () => findSportEvents(db)));
    },
  });

  api.get('/api/sports/event/:id', {
    schema: {
      tags: ['sports'],
      params: ZIdParamsSchema,
      response: { 200: ZSportEventResponseSchema, 400: ZErrorResponseSchema, 404: ZErrorResponseSchema },
    },
    handler: async (request) => {
      const event = await getSportEvent(db, request.params.id);
      if (!event) throw new AppError('NOT_FOUND', SPORT_EVENT_NOT_FOUND);
      return event;
    },
  });
}
