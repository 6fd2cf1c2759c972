import {
  PROTECTION_MESSAGES,
  ZLimitsResponseSchema,
  ZProtectionUntilResponseSchema,
  ZSelfExclusionRequestSchema,
  ZTimeOutRequestSchema,
  ZUpdateLimitsRequestSchema,
  ZUserIdParamsSchema,
} from '@galope/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { recordAudit } from '../audit';
import { announceSessionsEnded, destroyOtherSessions, requireRole, requireSignedIn, signedInUser } from '../auth';
import type { LiveBus } from '../live';
import { changeLimits, describeLimits } from './protection-repository';
import { type PausePeriod, startPause } from './start-pause';

/**
 * The player's own protection (docs/rules/player-protection.md): limits, a time-out, a self-exclusion, none of which anyone
 * can lift early; staff read them and cannot change them. Every change is in the audit trail, with
 * the player as its actor.
 */
export async function protectionRoutes(
  app: FastifyInstance,
  { db, bus, clock }: { db: Db; bus: LiveBus; clock: Clock },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireRole('admin', 'super_admin');
  const cannotLift = async () => {
    throw new AppError('FORBIDDEN', PROTECTION_MESSAGES.cannotLift);
  };

  api.get('/api/user/limits', {
    onRequest: requireSignedIn,
    schema: { tags: ['protection'], response: { 200: ZLimitsResponseSchema, ...errorResponses(401) } },
    handler: async (request) => describeLimits(db, signedInUser(request).id, clock()),
  });

  api.put('/api/user/limits', {
    onRequest: requireSignedIn,
    schema: {
      tags: ['protection'],
      body: ZUpdateLimitsRequestSchema,
      response: { 200: ZLimitsResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const userId = signedInUser(request).id;
      const now = clock();
      await db.transaction(async (tx) => {
        const changes = await changeLimits(tx, userId, request.body, now);
        if (changes.length > 0)
          await recordAudit(tx, {
            adminUserId: userId,
            action: 'player.limits',
            targetType: 'user',
            targetId: userId,
            details: { changes },
          });
      });
      await bus.publish({ type: 'protection_update', userId });
      return describeLimits(db, userId, now);
    },
  });

  /**
   * A pause starts at once, ends the player's other sessions on every instance, and reaches the other
   * tabs of this one through their live sockets.
   */
  const pause = async (request: FastifyRequest, kind: 'timeOut' | 'exclusion', period: PausePeriod) => {
    const userId = signedInUser(request).id;
    const until = await db.transaction(async (tx) => {
      const end = await startPause(tx, userId, kind, period, clock());
      await recordAudit(tx, {
        adminUserId: userId,
        action: kind === 'timeOut' ? 'player.time_out' : 'player.self_exclusion',
        targetType: 'user',
        targetId: userId,
        details: { period, until: end.toISOString() },
      });
      return end;
    });
    await destroyOtherSessions(db, userId, request.sessionToken);
    await announceSessionsEnded(bus, { userId, exceptSessionId: request.sessionId });
    // The session that asked stays, and so do its other tabs: they are told to show the pause now.
    await bus.publish({ type: 'protection_update', userId });
    return { until: until.toISOString() };
  };

  api.post('/api/user/time-out', {
    onRequest: requireSignedIn,
    schema: {
      tags: ['protection'],
      body: ZTimeOutRequestSchema,
      response: { 200: ZProtectionUntilResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => pause(request, 'timeOut', request.body.period),
  });

  api.post('/api/user/self-exclusion', {
    onRequest: requireSignedIn,
    schema: {
      tags: ['protection'],
      body: ZSelfExclusionRequestSchema,
      response: { 200: ZProtectionUntilResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => pause(request, 'exclusion', request.body.period),
  });

  for (const url of ['/api/user/time-out', '/api/user/self-exclusion']) {
    api.delete(url, {
      onRequest: requireSignedIn,
      schema: { tags: ['protection'], response: errorResponses(401, 403) },
      handler: cannotLift,
    });
  }

  api.get('/api/admin/users/:userId/protection', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      params: ZUserIdParamsSchema,
      response: { 200: ZLimitsResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => describeLimits(db, request.params.userId, clock()),
  });

  for (const kind of ['self-exclusion', 'time-out', 'limits']) {
    api.delete(`/api/admin/users/:userId/${kind}`, {
      onRequest: staff,
      schema: { tags: ['admin'], params: ZUserIdParamsSchema, response: errorResponses(400, 401, 403) },
      handler: cannotLift,
    });
  }
}
