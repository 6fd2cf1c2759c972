import {
  ZCreateOwnRaceRequestSchema,
  ZIdParamsSchema,
  ZOwnRaceResponseSchema,
  ZOwnRacesResponseSchema,
  zId,
  ZUpdateOwnRaceRequestSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/error-responses';
import { approvedUser, requireRole } from '../auth';
import type { LiveBus } from '../live';
import { createOwnRace, listOwnRaces, scratchOwnRaceEntry, updateOwnRace } from './own-races';

export async function ownRaceRoutes(app: FastifyInstance, { db, bus, clock }: { db: Db; bus: LiveBus; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireRole('admin', 'super_admin');

  api.get('/api/admin/races', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      response: { 200: ZOwnRacesResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async () => ({ races: await listOwnRaces(db) }),
  });

  api.post('/api/admin/races', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      body: ZCreateOwnRaceRequestSchema,
      response: { 201: ZOwnRaceResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createOwnRace(db, approvedUser(request).id, request.body)),
  });

  api.patch('/api/admin/races/:id', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      params: ZIdParamsSchema,
      body: ZUpdateOwnRaceRequestSchema,
      response: { 200: ZOwnRaceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      updateOwnRace(db, {
        raceId: request.params.id,
        adminUserId: approvedUser(request).id,
        now: clock(),
        input: request.body,
      }),
  });

  api.post('/api/admin/races/:id/entries/:entryId/scratch', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      params: z.object({ id: zId(), entryId: zId() }),
      response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { horseName } = await scratchOwnRaceEntry(db, bus, {
        raceId: request.params.id,
        entryId: request.params.entryId,
        adminUserId: approvedUser(request).id,
        now: clock(),
      });
      return { message: `${horseName} retirado` };
    },
  });
}
