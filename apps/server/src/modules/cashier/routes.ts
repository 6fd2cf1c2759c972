import multipart from '@fastify/multipart';
import {
  ADMIN_MESSAGES,
  CASHIER_MESSAGES,
  SLIDER_MAX_BYTES,
  ZAdminCashierRequestResponseSchema,
  ZAdminCashierRequestsQuerySchema,
  ZApproveCashierRequestSchema,
  ZCashierRequestIdParamsSchema,
  ZCashierRequestResponseSchema,
  ZCashierSummaryResponseSchema,
  ZCreateDepositRequestSchema,
  ZCreatePaymentMethodRequestSchema,
  ZCreateWithdrawalRequestSchema,
  ZPaymentMethodIdParamsSchema,
  ZPaymentMethodResponseSchema,
  ZRejectCashierRequestSchema,
  ZUpdatePaymentMethodRequestSchema,
} from '@galope/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { readIdempotencyKey } from '../../lib/read-idempotency-key';
import { readMultipartForm } from '../../lib/read-multipart-form';
import { approvedUser, requireApproved, requireRole } from '../auth';
import type { LiveBus } from '../live';
import { attachReceipt } from './attach-receipt';
import { cancelCashierRequest } from './cancel-cashier-request';
import {
  findAdminCashierRequests,
  findPaymentMethods,
  findUserCashierRequests,
  getCashierSummary,
  getReceipt,
  toCashierRequestResponse,
} from './cashier-repository';
import { createCashierRequest } from './create-cashier-request';
import { type Decision, decideCashierRequest } from './decide-cashier-request';
import { publishCashierChange } from './publish-cashier-change';
import { createPaymentMethod, updatePaymentMethod } from './save-payment-method';

const errors = errorResponses(400, 401, 403, 404, 409);
const askErrors = errorResponses(400, 401, 403, 404, 409, 422);

/** The cashier (docs/rules/cashier.md): players' requests, the staff's queue and decisions, payment methods. */
export async function cashierRoutes(app: FastifyInstance, { db, bus, clock }: { db: Db; bus: LiveBus; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireRole('admin', 'super_admin');
  // One more byte than allowed, so an oversized receipt is detected rather than silently cut.
  await app.register(multipart, { limits: { fileSize: SLIDER_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024 } });

  api.get('/api/cashier/methods', {
    onRequest: requireApproved,
    schema: { tags: ['cashier'], response: { 200: z.array(ZPaymentMethodResponseSchema), ...errors } },
    handler: async () => findPaymentMethods(db, { activeOnly: true }),
  });

  // Deposits and withdrawals are asked alike; each body carries what its kind needs (reference, destination).
  for (const [url, type, body] of [
    ['/api/cashier/deposits', 'deposit', ZCreateDepositRequestSchema],
    ['/api/cashier/withdrawals', 'withdrawal', ZCreateWithdrawalRequestSchema],
  ] as const) {
    api.post(url, {
      onRequest: requireApproved,
      schema: {
        tags: ['cashier'],
        body,
        response: { 201: ZCashierRequestResponseSchema, 200: ZCashierRequestResponseSchema, ...askErrors },
      },
      handler: async (request, reply) => {
        const { amount, ...fields } = request.body;
        const userId = approvedUser(request).id;
        const idempotencyKey = readIdempotencyKey(request);
        const asked = { ...fields, userId, type, amountCents: amount, idempotencyKey };
        const result = await createCashierRequest(db, bus, asked, clock());
        if (!result.replayed) await publishCashierChange(db, bus, result);
        return reply.status(result.replayed ? 200 : 201).send(toCashierRequestResponse(result.request));
      },
    });
  }

  api.get('/api/cashier/requests', {
    onRequest: requireApproved,
    schema: { tags: ['cashier'], response: { 200: z.array(ZCashierRequestResponseSchema), ...errors } },
    handler: async (request) => findUserCashierRequests(db, approvedUser(request).id),
  });

  api.post('/api/cashier/requests/:id/cancel', {
    onRequest: requireApproved,
    schema: {
      tags: ['cashier'],
      params: ZCashierRequestIdParamsSchema,
      response: { 200: ZCashierRequestResponseSchema, ...errors },
    },
    handler: async (request) => {
      const result = await cancelCashierRequest(db, bus, {
        userId: approvedUser(request).id,
        requestId: request.params.id,
      });
      await publishCashierChange(db, bus, result);
      return toCashierRequestResponse(result.request);
    },
  });

  api.post('/api/cashier/requests/:id/receipt', {
    onRequest: requireApproved,
    schema: {
      tags: ['cashier'],
      consumes: ['multipart/form-data'],
      params: ZCashierRequestIdParamsSchema,
      response: { 200: ZCashierRequestResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503) },
    },
    handler: async (request) => {
      const userId = approvedUser(request).id;
      if (!request.isMultipart()) throw new AppError('VALIDATION', CASHIER_MESSAGES.receiptMissing);
      const { file } = await readMultipartForm(request, { tooLargeMessage: ADMIN_MESSAGES.sliderTooLarge });
      const updated = await attachReceipt(db, { userId, requestId: request.params.id, bytes: file });
      await publishCashierChange(db, bus, { request: updated });
      return toCashierRequestResponse(updated);
    },
  });

  const sendReceipt = async (reply: FastifyReply, id: number, mayRead: (ownerId: number) => boolean) => {
    const found = await getReceipt(db, id);
    if (!found || !mayRead(found.userId)) throw new AppError('NOT_FOUND', CASHIER_MESSAGES.requestNotFound);
    if (!found.receipt) throw new AppError('NOT_FOUND', CASHIER_MESSAGES.receiptNotFound);
    return reply
      .type(found.receiptType ?? 'application/octet-stream')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(found.receipt);
  };

  api.get('/api/cashier/requests/:id/receipt', {
    onRequest: requireApproved,
    schema: { tags: ['cashier'], params: ZCashierRequestIdParamsSchema, response: { ...errors } },
    handler: async (request, reply) => {
      const userId = approvedUser(request).id;
      return sendReceipt(reply, request.params.id, (ownerId) => ownerId === userId);
    },
  });

  // Staff.

  api.get('/api/admin/cashier/requests', {
    preHandler: staff,
    schema: {
      tags: ['cashier'],
      querystring: ZAdminCashierRequestsQuerySchema,
      response: { 200: z.array(ZAdminCashierRequestResponseSchema), ...errors },
    },
    handler: async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      const { requests, total } = await findAdminCashierRequests(db, { filters, page: { limit, offset } });
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return requests;
    },
  });

  api.get('/api/admin/cashier/summary', {
    preHandler: staff,
    schema: { tags: ['cashier'], response: { 200: ZCashierSummaryResponseSchema, ...errors } },
    handler: async () => getCashierSummary(db),
  });

  api.get('/api/admin/cashier/requests/:id/receipt', {
    preHandler: staff,
    schema: { tags: ['cashier'], params: ZCashierRequestIdParamsSchema, response: { ...errors } },
    handler: async (request, reply) => sendReceipt(reply, request.params.id, () => true),
  });

  // Approving and rejecting are one route each; the body carries what its decision needs (a note, a reason).
  const decisionRoute = <Body extends z.core.$ZodType>(
    url: string,
    body: Body,
    toDecision: (body: z.output<Body>) => Decision,
  ) =>
    api.post(url, {
      preHandler: staff,
      schema: {
        tags: ['cashier'],
        params: ZCashierRequestIdParamsSchema,
        body,
        response: { 200: ZCashierRequestResponseSchema, ...errors },
      },
      handler: async (request) => {
        // The type provider cannot resolve a generic schema; Fastify has validated the body against `body`.
        const decision = toDecision(request.body as z.output<Body>);
        const staffUserId = approvedUser(request).id;
        const result = await decideCashierRequest(db, bus, { staffUserId, requestId: request.params.id, decision });
        await publishCashierChange(db, bus, result);
        return toCashierRequestResponse(result.request);
      },
    });

  decisionRoute('/api/admin/cashier/requests/:id/approve', ZApproveCashierRequestSchema, (body) => ({
    kind: 'approve',
    ...body,
  }));
  decisionRoute('/api/admin/cashier/requests/:id/reject', ZRejectCashierRequestSchema, (body) => ({
    kind: 'reject',
    ...body,
  }));

  api.get('/api/admin/payment-methods', {
    preHandler: staff,
    schema: { tags: ['cashier'], response: { 200: z.array(ZPaymentMethodResponseSchema), ...errors } },
    handler: async () => findPaymentMethods(db, { activeOnly: false }),
  });

  api.post('/api/admin/payment-methods', {
    preHandler: staff,
    schema: {
      tags: ['cashier'],
      body: ZCreatePaymentMethodRequestSchema,
      response: { 201: ZPaymentMethodResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { minAmount, maxAmount, ...rest } = request.body;
      const method = await createPaymentMethod(db, {
        adminUserId: approvedUser(request).id,
        fields: { ...rest, minAmountCents: minAmount, maxAmountCents: maxAmount },
      });
      return reply.status(201).send(method);
    },
  });

  api.patch('/api/admin/payment-methods/:id', {
    preHandler: staff,
    schema: {
      tags: ['cashier'],
      params: ZPaymentMethodIdParamsSchema,
      body: ZUpdatePaymentMethodRequestSchema,
      response: { 200: ZPaymentMethodResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { minAmount, maxAmount, ...rest } = request.body;
      return updatePaymentMethod(db, {
        adminUserId: approvedUser(request).id,
        id: request.params.id,
        fields: { ...rest, minAmountCents: minAmount, maxAmountCents: maxAmount },
      });
    },
  });
}
