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

  // A race's positions and an event's score go in alike: the result settles the bets, a message says so.
  const settledResponse = { ...response, 200: ZResultSettledResponseSchema };
  function resultRoute<TBody extends z.core.$ZodType>(
    path: string,
    body: TBody,
    message: string,
    enter: (id: number, adminUserId: number, result: z.output<TBody>) => Promise<{ settled: number }>,
  ) {
    api.post(path, {
      onRequest: admins,
      schema: { tags: ['admin'], params: ZIdParamsSchema, body, response: settledResponse },
      handler: async (request) => {
        // The body schema above parsed it; the provider's type of it does not resolve for a generic schema.
        const result = request.body as z.output<TBody>;
        const { settled } = await enter(request.params.id, approvedUser(request).id, result);
        return { message, settled };
      },
    });
  }

  resultRoute(
    '/api/admin/races/:id/result',
    ZEnterRaceResultRequestSchema,
    RESULT_MESSAGES.raceResultEntered,
    (raceId, adminUserId, { positions }) => enterRaceResult(db, bus, { raceId, adminUserId, positions, now: clock() }),
  );
  resultRoute(
    '/api/admin/sports/events/:id/result',
    ZEnterSportResultRequestSchema,
    RESULT_MESSAGES.eventResultEntered,
    (eventId, adminUserId, { homeScore, awayScore }) =>
      enterSportEventResult(db, bus, { eventId, adminUserId, homeScore, awayScore }),
  );
}
