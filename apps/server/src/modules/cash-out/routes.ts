import {
  cashOutSettingsResponse,
  formatCents,
  formatOddsHundredths,
  ZBetIdParamsSchema,
  ZCashOutChangedResponseSchema,
  ZCashOutQuoteQuerySchema,
  ZCashOutQuoteResponseSchema,
  ZCashOutRequestSchema,
  ZCashOutResponseSchema,
  ZCashOutSettingsRequestSchema,
  ZCashOutSettingsResponseSchema,
  ZCashOutValuesResponseSchema,
  ZErrorResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/error-responses';
import { readIdempotencyKey } from '../../lib/read-idempotency-key';
import { recordAudit } from '../audit';
import { approvedUser, requireApproved, requireRole } from '../auth';
import type { LiveBus } from '../live';
import { cashOutBet } from './cash-out-bet';
import { createCashOutBatches } from './cash-out-batches';
import { readCashOutSettings, saveCashOutSettings } from './cash-out-settings';
import { findCashOutValues } from './find-cash-out-values';
import { getCashOutQuote } from './get-cash-out-quote';
import { startLiveCashOutValues } from './live-cash-out-values';

export async function cashOutRoutes(app: FastifyInstance, { db, bus, clock }: { db: Db; bus: LiveBus; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const stopLiveValues = startLiveCashOutValues(db, bus, clock, app.log);
  const batches = createCashOutBatches(db, bus);
  app.addHook('onClose', async () => stopLiveValues());

  api.get('/api/bets/:id/cash-out', {
    onRequest: requireApproved,
    schema: {
      tags: ['betting'],
      params: ZBetIdParamsSchema,
      querystring: ZCashOutQuoteQuerySchema,
      response: { 200: ZCashOutQuoteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const quote = await getCashOutQuote(db, {
        userId: approvedUser(request).id,
        betId: request.params.id,
        partCents: request.query.amount,
        now: clock(),
      });
      return { value: formatCents(quote.valueCents), odds: formatOddsHundredths(quote.oddsHundredths) };
    },
  });

  api.get('/api/user/cash-out-values', {
    onRequest: requireApproved,
    schema: { tags: ['betting'], response: { 200: ZCashOutValuesResponseSchema, ...errorResponses(401, 403) } },
    handler: async (request) => findCashOutValues(db, { userId: approvedUser(request).id, now: clock() }),
  });

  api.post('/api/bets/:id/cash-out', {
    onRequest: requireApproved,
    schema: {
      tags: ['betting'],
      params: ZBetIdParamsSchema,
      body: ZCashOutRequestSchema,
      response: {
        200: ZCashOutResponseSchema,
        ...errorResponses(400, 401, 403, 404),
        409: z.union([ZCashOutChangedResponseSchema, ZErrorResponseSchema]),
      },
    },
    handler: async (request) => {
      const { answer } = await cashOutBet(db, bus, batches, {
        userId: approvedUser(request).id,
        betId: request.params.id,
        valueCents: request.body.value,
        partCents: request.body.amount,
        idempotencyKey: readIdempotencyKey(request),
        now: clock(),
      });
      return answer;
    },
  });

  const superAdmins = requireRole('super_admin');
  api.get('/api/admin/cash-out/settings', {
    onRequest: superAdmins,
    schema: { tags: ['admin'], response: { 200: ZCashOutSettingsResponseSchema, ...errorResponses(401, 403) } },
    handler: async () => cashOutSettingsResponse(await readCashOutSettings(db)),
  });

  api.put('/api/admin/cash-out/settings', {
    onRequest: superAdmins,
    schema: {
      tags: ['admin'],
      body: ZCashOutSettingsRequestSchema,
      response: { 200: ZCashOutSettingsResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const before = cashOutSettingsResponse(await readCashOutSettings(db));
      await saveCashOutSettings(db, request.body);
      const after = cashOutSettingsResponse(request.body);
      await recordAudit(db, {
        adminUserId: approvedUser(request).id,
        action: 'cash_out.settings',
        targetType: 'setting',
        targetId: 'cash_out_settings',
        details: { before, after },
      });
      return after;
    },
  });
}
