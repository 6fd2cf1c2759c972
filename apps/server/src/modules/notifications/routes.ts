import {
  ZMarkNotificationsReadRequestSchema,
  ZMarkNotificationsReadResponseSchema,
  ZNotificationsQuerySchema,
  ZNotificationsResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import { errorResponses } from '../../lib/error-responses';
import { requireSignedIn, signedInUser } from '../auth';
import type { LiveBus } from '../live';
import { markNotificationsRead } from './mark-notifications-read';
import { countUnread, findNotifications } from './notifications-repository';

const errors = errorResponses(400, 401);

/** The bell (docs/api.md, notifications): a player's own notifications, newest first, and marking them read. */
export async function notificationRoutes(app: FastifyInstance, { db, bus }: { db: Db; bus: LiveBus }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/notifications', {
    onRequest: requireSignedIn,
    schema: {
      tags: ['notifications'],
      querystring: ZNotificationsQuerySchema,
      response: { 200: ZNotificationsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = signedInUser(request).id;
      const { before, limit } = request.query;
      const [items, unread] = await Promise.all([
        findNotifications(db, { userId, before, limit }),
        countUnread(db, userId),
      ]);
      return { items, unread };
    },
  });

  api.post('/api/notifications/read', {
    onRequest: requireSignedIn,
    schema: {
      tags: ['notifications'],
      body: ZMarkNotificationsReadRequestSchema,
      response: { 200: ZMarkNotificationsReadResponseSchema, ...errors },
    },
    handler: async (request) =>
      markNotificationsRead(db, bus, { userId: signedInUser(request).id, ids: request.body.ids }),
  });
}
