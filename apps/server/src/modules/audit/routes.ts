import {
  ZAuditActorResponseSchema,
  ZAuditEntryResponseSchema,
  ZAuditLogFiltersSchema,
  ZAuditLogQuerySchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { errorResponses } from '../../lib/error-responses';
import { requireRole } from '../auth';
import { toAuditCsv } from './audit-csv';
import { findAuditActors, findAuditEntries } from './find-audit-entries';

const errors = errorResponses(400, 401, 403);

/** The back office's audit trail: staff (admins and super admins) read it, filter it and export it. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireRole('admin', 'super_admin');

  api.get('/api/admin/audit-log', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      querystring: ZAuditLogQuerySchema,
      response: { 200: z.array(ZAuditEntryResponseSchema), ...errors },
    },
    handler: async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      const { entries, total } = await findAuditEntries(db, { filters, page: { limit, offset } });
      // The body stays a plain list; the pager reads the total from the header.
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return entries;
    },
  });

  api.get('/api/admin/audit-log.csv', {
    onRequest: staff,
    schema: { tags: ['admin'], querystring: ZAuditLogFiltersSchema, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const { entries } = await findAuditEntries(db, { filters: request.query });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="auditoria-${day}.csv"`)
        .send(toAuditCsv(entries));
    },
  });

  api.get('/api/admin/audit-log/actors', {
    onRequest: staff,
    schema: { tags: ['admin'], response: { 200: z.array(ZAuditActorResponseSchema), ...errors } },
    handler: async () => findAuditActors(db),
  });
}
