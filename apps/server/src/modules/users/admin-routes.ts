import {
  ZAdminUserResponseSchema,
  ZAdminUsersQuerySchema,
  ZBalanceUpdateRequestSchema,
  ZBalanceUpdateResponseSchema,
  ZCreateUserRequestSchema,
  ZStatusUpdateRequestSchema,
  ZUserIdParamsSchema,
  formatCents,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { errorResponses } from '../../lib/error-responses';
import { announceSessionsEnded, approvedUser, requireRole } from '../auth';
import type { LiveBus } from '../live';
import { adjustBalanceAsAdmin } from './adjust-balance-as-admin';
import { createUserAsAdmin } from './create-user-as-admin';
import { deleteUserAsAdmin } from './delete-user-as-admin';
import { findAdminUsers } from './find-admin-users';
import { toAdminUserResponse } from './managed-user';
import { setUserStatusAsAdmin } from './set-user-status-as-admin';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The back office's user management, every rule enforced here (docs/rules/sign-in-limits.md, accounts and roles). */
export async function adminUserRoutes(app: FastifyInstance, { db, bus }: { db: Db; bus: LiveBus }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = requireRole('admin', 'super_admin');

  api.get('/api/admin/users', {
    onRequest: admins,
    schema: {
      tags: ['admin'],
      querystring: ZAdminUsersQuerySchema,
      response: { 200: z.array(ZAdminUserResponseSchema), ...errors },
    },
    handler: async (request, reply) => {
      const { users, total } = await findAdminUsers(db, request.query);
      // The body stays a plain list (what the back office always read); the pager reads the total from the header.
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return users;
    },
  });

  api.post('/api/admin/users', {
    onRequest: admins,
    schema: { tags: ['admin'], body: ZCreateUserRequestSchema, response: { 201: ZAdminUserResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const user = await createUserAsAdmin(db, approvedUser(request), request.body);
      return reply.status(201).send(toAdminUserResponse(user));
    },
  });

  api.delete('/api/admin/users/:userId', {
    onRequest: admins,
    schema: {
      tags: ['admin'],
      params: ZUserIdParamsSchema,
      response: { 200: z.object({ message: z.string(), deactivated: z.boolean() }), ...errors },
    },
    handler: async (request) => {
      const { deactivated } = await deleteUserAsAdmin(db, approvedUser(request), request.params.userId);
      await announceSessionsEnded(bus, { userId: request.params.userId });
      return {
        deactivated,
        message: deactivated
          ? 'El usuario tiene historial de apuestas o movimientos: se ha desactivado para conservar sus registros'
          : 'Usuario eliminado',
      };
    },
  });

  api.post('/api/admin/users/:userId/balance', {
    onRequest: admins,
    schema: {
      tags: ['admin'],
      params: ZUserIdParamsSchema,
      body: ZBalanceUpdateRequestSchema,
      response: { 200: ZBalanceUpdateResponseSchema, ...errors },
    },
    handler: async (request) => {
      const result = await adjustBalanceAsAdmin(db, bus, approvedUser(request), {
        userId: request.params.userId,
        amountCents: request.body.amount,
        type: request.body.type,
        reason: request.body.reason,
      });
      return {
        user: toAdminUserResponse(result.user),
        previousBalance: formatCents(result.previousCents),
        newBalance: formatCents(result.newCents),
      };
    },
  });

  api.post('/api/admin/users/:userId/status', {
    onRequest: admins,
    schema: {
      tags: ['admin'],
      params: ZUserIdParamsSchema,
      body: ZStatusUpdateRequestSchema,
      response: { 200: ZAdminUserResponseSchema, ...errors },
    },
    handler: async (request) => {
      const user = await setUserStatusAsAdmin(db, approvedUser(request), {
        userId: request.params.userId,
        ...request.body,
      });
      // The user's live sockets reconnect and read the new status, so private messages follow it.
      await announceSessionsEnded(bus, { userId: user.id });
      return toAdminUserResponse(user);
    },
  });
}
