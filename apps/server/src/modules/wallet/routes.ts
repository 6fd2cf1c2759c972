import {
  ZBalanceHistoryQuerySchema,
  ZBalanceTotalsResponseSchema,
  ZBalanceTransactionResponseSchema,
  ZDashboardStatsResponseSchema,
  ZStatementQuerySchema,
  ZUserIdParamsSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { errorResponses } from '../../lib/error-responses';
import { approvedUser, requireApproved, requireRole } from '../auth';
import { statementCsv } from './statement-csv';
import { findBalanceHistory, getBalanceTotals, getDashboardStats } from './wallet-repository';

const errors = errorResponses(400, 401, 403);

export async function walletRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/user/balance-history', {
    onRequest: requireApproved,
    schema: {
      tags: ['wallet'],
      querystring: ZBalanceHistoryQuerySchema,
      response: { 200: z.array(ZBalanceTransactionResponseSchema), ...errors },
    },
    handler: async (request) => findBalanceHistory(db, approvedUser(request).id, request.query.limit),
  });

  api.get('/api/user/balance-totals', {
    onRequest: requireApproved,
    schema: { tags: ['wallet'], response: { 200: ZBalanceTotalsResponseSchema, ...errors } },
    handler: async (request) => getBalanceTotals(db, approvedUser(request).id),
  });

  api.get('/api/user/dashboard-stats', {
    onRequest: requireApproved,
    schema: { tags: ['wallet'], response: { 200: ZDashboardStatsResponseSchema, ...errors } },
    handler: async (request) => getDashboardStats(db, approvedUser(request).id),
  });

  api.get('/api/user/statement.csv', {
    onRequest: requireApproved,
    schema: { tags: ['wallet'], querystring: ZStatementQuerySchema, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${from}-${to}.csv"`)
        .send(await statementCsv(db, approvedUser(request).id, request.query));
    },
  });

  // Staff deciding a cashier request see the player's latest movements beside it, to judge
  // the request against what the player did just before.
  api.get('/api/admin/users/:userId/balance-history', {
    onRequest: requireRole('admin', 'super_admin'),
    schema: {
      tags: ['admin'],
      params: ZUserIdParamsSchema,
      querystring: ZBalanceHistoryQuerySchema,
      response: { 200: z.array(ZBalanceTransactionResponseSchema), ...errors },
    },
    handler: async (request) => findBalanceHistory(db, request.params.userId, request.query.limit),
  });
}
