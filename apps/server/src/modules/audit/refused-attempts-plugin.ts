import type { TAuditAction } from '@galope/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/connect';
import { recordAudit } from './record-audit';

type Attempt = { action: TAuditAction; targetType: string; param?: string };

/**
 * What a refused call was trying to do, by its route. A staff route missing here is still recorded,
 * as `admin.access` with the route as its target, so a new endpoint never escapes the trail.
 */
const ATTEMPTS: [method: string, route: RegExp, attempt: Attempt][] = [
  ['GET', /^\/api\/admin\/users$/, { action: 'user.list', targetType: 'user' }],
  ['POST', /^\/api\/admin\/users$/, { action: 'user.create', targetType: 'user' }],
  ['DELETE', /^\/api\/admin\/users\/:userId$/, { action: 'user.delete', targetType: 'user', param: 'userId' }],
  ['POST', /^\/api\/admin\/users\/:userId\/balance$/, { action: 'user.balance', targetType: 'user', param: 'userId' }],
  ['POST', /^\/api\/admin\/users\/:userId\/status$/, { action: 'user.status', targetType: 'user', param: 'userId' }],
  ['GET', /^\/api\/admin\/audit-log/, { action: 'audit.view', targetType: 'audit_log' }],
  ['GET', /^\/api\/admin\/slider-images$/, { action: 'slider.list', targetType: 'slider_image' }],
  ['POST', /^\/api\/admin\/slider-images(\/upload)?$/, { action: 'slider.create', targetType: 'slider_image' }],
  ['PATCH', /^\/api\/admin\/slider-images\/:id$/, { action: 'slider.update', targetType: 'slider_image', param: 'id' }],
  [
    'DELETE',
    /^\/api\/admin\/slider-images\/:id$/,
    { action: 'slider.delete', targetType: 'slider_image', param: 'id' },
  ],
  ['GET', /^\/api\/admin\/cashier\//, { action: 'cashier.view', targetType: 'cashier_request' }],
  [
    'POST',
    /^\/api\/admin\/cashier\/requests\/:id\/approve$/,
    { action: 'cashier.approve', targetType: 'cashier_request', param: 'id' },
  ],
  [
    'POST',
    /^\/api\/admin\/cashier\/requests\/:id\/reject$/,
    { action: 'cashier.reject', targetType: 'cashier_request', param: 'id' },
  ],
  ['GET', /^\/api\/admin\/payment-methods$/, { action: 'payment_method.list', targetType: 'payment_method' }],
  ['POST', /^\/api\/admin\/payment-methods$/, { action: 'payment_method.create', targetType: 'payment_method' }],
  [
    'PATCH',
    /^\/api\/admin\/payment-methods\/:id$/,
    { action: 'payment_method.update', targetType: 'payment_method', param: 'id' },
  ],
  ['POST', /^\/api\/admin\/settings$/, { action: 'setting.update', targetType: 'setting' }],
  ['POST', /^\/api\/admin\/races\/:id\/cancel$/, { action: 'race.cancel', targetType: 'race', param: 'id' }],
  ['POST', /^\/api\/admin\/races\/:id\/result/, { action: 'race.result_entered', targetType: 'race', param: 'id' }],
  [
    'POST',
    /^\/api\/admin\/sports\/events\/:id\/cancel$/,
    { action: 'sport_event.cancel', targetType: 'sport_event', param: 'id' },
  ],
  [
    'POST',
    /^\/api\/admin\/sports\/events\/:id\/result/,
    { action: 'sport_event.result_entered', targetType: 'sport_event', param: 'id' },
  ],
  [
    'PATCH',
    /^\/api\/admin\/api-configurations\/:apiId$/,
    { action: 'datasource.update', targetType: 'api_configuration', param: 'apiId' },
  ],
  [
    'POST',
    /^\/api\/admin\/test-api\/:id$/,
    { action: 'datasource.test', targetType: 'api_configuration', param: 'id' },
  ],
  [
    '*',
    /^\/api\/(admin\/)?(racing\/)?(live-)?sync|^\/api\/update-real-odds$/,
    { action: 'datasource.sync', targetType: 'api_configuration' },
  ],
  ['*', /^\/api\/(test\/|racing\/test-connection)/, { action: 'datasource.test', targetType: 'api_configuration' }],
  [
    'GET',
    /^\/api\/(admin\/api-configurations|admin\/api-stats|races\/from-api)/,
    { action: 'datasource.view', targetType: 'api_configuration' },
  ],
];

function attemptOf(request: FastifyRequest): { action: TAuditAction; targetType: string; targetId?: string } {
  const method = request.method;
  const route = request.routeOptions.url ?? request.url.split('?')[0]!;
  const match = ATTEMPTS.find(([m, pattern]) => (m === '*' || m === method) && pattern.test(route))?.[2];
  if (!match) return { action: 'admin.access', targetType: 'route', targetId: `${method} ${route}`.slice(0, 100) };
  const params = (request.params ?? {}) as Record<string, unknown>;
  const targetId =
    match.param && params[match.param] !== undefined ? String(params[match.param]).slice(0, 100) : undefined;
  return { action: match.action, targetType: match.targetType, targetId };
}

function refusalOf(payload: unknown): { message?: string; code?: string } {
  if (typeof payload !== 'string') return {};
  try {
    const body = JSON.parse(payload) as { message?: unknown; code?: unknown };
    return {
      message: typeof body.message === 'string' ? body.message.slice(0, 500) : undefined,
      code: typeof body.code === 'string' ? body.code : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Refused attempts go to the audit trail: a signed-in account whose call to a staff endpoint (one
 * guarded by `requireRole`) is answered 403 — the guard itself, or a role rule further in (an admin
 * touching a super admin, anyone acting on themselves). A cross-site refusal is the browser's doing,
 * not the account's, and is left out. Writing the row never changes or fails the answer.
 */
export const refusedAttemptsPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorateRequest('requiredRoles', undefined);
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode !== 403 || !request.requiredRoles || !request.user) return payload;
      const refusal = refusalOf(payload);
      if (refusal.code === 'CROSS_ORIGIN') return payload;
      const attempt = attemptOf(request);
      try {
        await recordAudit(db, {
          adminUserId: request.user.id,
          action: attempt.action,
          targetType: attempt.targetType,
          targetId: attempt.targetId,
          details: {
            refused: true,
            status: 403,
            code: refusal.code ?? null,
            message: refusal.message ?? null,
            route: `${request.method} ${request.routeOptions.url ?? ''}`,
          },
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not record a refused attempt in the audit trail');
      }
      return payload;
    });
  },
  { name: 'galope-refused-attempts', dependencies: ['galope-session'] },
);
