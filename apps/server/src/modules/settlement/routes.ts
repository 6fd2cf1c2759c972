import {
  RESULT_MESSAGES,
  ZCancelResponseSchema,
  ZEnterRaceResultRequestSchema,
  ZEnterSportResultRequestSchema,
  ZIdParamsSchema,
  ZResultSettledResponseSchema,
  ZResultsPendingResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/error-responses';
import { approvedUser, requireRole } from '../auth';
import type { LiveBus } from '../live';
import { cancelRace } from './cancel-race';
import { cancelSportEvent } from './cancel-sport-event';
import { enterRaceResult } from './enter-race-result';
import { enterSportEventResult } from './enter-sport-event-result';
import { findResultsPending } from './find-results-pending';

const body = z.object({ reason: z.string().trim().max(500).optional() }).nullish();
const response = { 200: ZCancelResponseSchema, ...errorResponses(400, 401, 403, 404, 409) };

export async function settlementRoutes(
  app: FastifyInstance,
  { db, bus, clock }: { db: Db; bus: LiveBus; clock: Clock },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = requireRole('admin', 'super_admin');

  // A race and a sport event are cancelled alike: every open bet refunded, one message for the admin.
  const cancellations = [
    {
      path: '/api/admin/races/:id/cancel',
      message: 'Carrera cancelada: apuestas devueltas',
      cancel: (id: number, adminUserId: number, reason?: string) =>
        cancelRace(db, bus, { raceId: id, adminUserId, reason }),
    },
    {
      path: '/api/admin/sports/events/:id/cancel',
      message: 'Evento cancelado: apuestas devueltas',
      cancel: (id: number, adminUserId: number, reason?: string) =>
        cancelSportEvent(db, bus, { eventId: id, adminUserId, reason }),
    },
  ];
  for (const { path, message, cancel } of cancellations) {
    api.post(path, {
      onRequest: admins,
      schema: { tags: ['admin'], params: ZIdParamsSchema, body, response },
      handler: async (request) => {
        const { settled } = await cancel(request.params.id, approvedUser(request).id, request.body?.reason);
        return { message, refunded: settled };
      },
    });
  }

  api.get('/api/admin/results-pending', {
    onRequest: admins,
    schema: {
      tags: ['admin'],
      response: { 200: ZResultsPendingResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async () => ({ graceHours: app.config.resultGraceHours, ...(await findResultsPending(db)) }),
  });

  const settledResponse = { ...response, 200: ZResultSettledResponseSchema };
  api.post('/api/admin/races/:id/result', {
    onRequest: admins,
    schema: {
      tags: ['admin'],
      params: ZIdParamsSchema,
      body: ZEnterRaceResultRequestSchema,
      response: settledResponse,
    },
    handler: async (request) => {
      const { settled } = await enterRaceResult(db, bus, {
        raceId: request.params.id,
        adminUserId: approvedUser(request).id,
        positions: request.body.positions,
        now: clock(),
      });
      return { message: RESULT_MESSAGES.raceResultEntered, settled };
    },
  });

  api.post('/api/admin/sports/events/:id/result', {
    onRequest: admins,
    schema: {
      tags: ['admin'],
      params: ZIdParamsSchema,
      body: ZEnterSportResultRequestSchema,
      response: settledResponse,
    },
    handler: async (request) => {
      const { settled } = await enterSportEventResult(db, bus, {
        eventId: request.params.id,
        adminUserId: approvedUser(request).id,
        homeScore: request.body.homeScore,
        awayScore: request.body.awayScore,
      });
      return { message: RESULT_MESSAGES.eventResultEntered, settled };
    },
  });
}
