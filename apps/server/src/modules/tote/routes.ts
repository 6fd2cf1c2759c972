import {
  formatCents,
  TOTE_POOLS,
  type TToteSettings,
  type TToteSettingsForm,
  type TToteTicketResponse,
  ZIdParamsSchema,
  ZRaceDividendsResponseSchema,
  ZRacePoolsResponseSchema,
  ZToteRaceAccountingResponseSchema,
  ZToteSettingsFormSchema,
  ZToteSettingsSchema,
  ZToteTicketRequestSchema,
  ZToteTicketResponseSchema,
  ZUserToteTicketsResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/error-responses';
import { readIdempotencyKey } from '../../lib/read-idempotency-key';
import { recordAudit } from '../audit';
import { approvedUser, requireApproved, requireRole } from '../auth';
import { createRecentAnswers } from '../betting';
import type { LiveBus } from '../live';
import { createToteTicketBatches, placeToteTicket } from './place-ticket';
import { createPoolUpdates } from './pool-updates';
import { readRacePools } from './race-pools';
import { readRaceAccounting, readRaceDividends, readUserTickets } from './tote-repository';
import { readToteSettings, saveToteSettings } from './tote-settings';

/** The settings as the form shows them again: percents and amounts as two-decimal strings. */
function settingsForm(settings: TToteSettings): TToteSettingsForm {
  const perPool = (value: (pool: (typeof TOTE_POOLS)[number]) => string) =>
    Object.fromEntries(TOTE_POOLS.map((pool) => [pool, value(pool)])) as Record<(typeof TOTE_POOLS)[number], string>;
  return {
    takeout: perPool((pool) => (settings.takeout[pool] / 100).toFixed(2)),
    breakage: settings.breakage,
    rounding: settings.rounding,
    minimumDividend: formatCents(settings.minimumDividend),
    placeMethod: settings.placeMethod,
    placePlaces: settings.placePlaces,
    minimumStake: perPool((pool) => formatCents(settings.minimumStake[pool])),
  };
}

export async function toteRoutes(
  app: FastifyInstance,
  { db, bus, clock, sessionCacheMs }: { db: Db; bus: LiveBus; clock: Clock; sessionCacheMs: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const poolUpdates = createPoolUpdates(db, bus, clock, app.log);
  const batches = createToteTicketBatches(db, bus);
  // A retry of a ticket this instance just sold is answered from memory, as a bet's is; only the same
  // request: another one under the key goes on to the database, which refuses it.
  const recent = createRecentAnswers<{ request: string; ticket: TToteTicketResponse }>({ bus, ttlMs: sessionCacheMs });
  app.addHook('onClose', async () => {
    poolUpdates.close();
    recent.close();
  });

  api.post('/api/tote/tickets', {
    config: { shed: true },
    onRequest: requireApproved,
    schema: {
      tags: ['tote'],
      body: ZToteTicketRequestSchema,
      response: {
        201: ZToteTicketResponseSchema,
        200: ZToteTicketResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 422, 503),
      },
    },
    handler: async (request, reply) => {
      const { raceId, pool, selections, unitStake, box } = request.body;
      const userId = approvedUser(request).id;
      const idempotencyKey = readIdempotencyKey(request);
      // What the key was sent with, to tell its retry from another ticket under it (only keyed requests).
      const asked = idempotencyKey && JSON.stringify([raceId, pool, selections, unitStake, box ?? false]);
      const known = idempotencyKey === undefined ? undefined : recent.get(userId, idempotencyKey);
      if (known && known.request === asked) return reply.status(200).send(known.ticket);
      const placed = await placeToteTicket(db, batches, {
        userId,
        raceId,
        pool,
        selections,
        unitStakeCents: unitStake,
        box: box ?? false,
        idempotencyKey,
        now: clock(),
      });
      if (idempotencyKey !== undefined && asked)
        recent.remember(userId, idempotencyKey, { request: asked, ticket: placed.ticket });
      if (!placed.replayed) poolUpdates.changed(raceId, pool);
      return reply.status(placed.replayed ? 200 : 201).send(placed.ticket);
    },
  });

  api.get('/api/races/:id/pools', {
    schema: {
      tags: ['tote'],
      params: ZIdParamsSchema,
      response: { 200: ZRacePoolsResponseSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => readRacePools(db, request.params.id, clock()),
  });

  api.get('/api/races/:id/dividends', {
    schema: {
      tags: ['tote'],
      params: ZIdParamsSchema,
      response: { 200: ZRaceDividendsResponseSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => readRaceDividends(db, request.params.id),
  });

  api.get('/api/user/tote-tickets', {
    onRequest: requireApproved,
    schema: { tags: ['tote'], response: { 200: ZUserToteTicketsResponseSchema, ...errorResponses(401, 403) } },
    handler: async (request) => ({ tickets: await readUserTickets(db, approvedUser(request).id) }),
  });

  api.get('/api/admin/tote/races/:id', {
    onRequest: requireRole('admin', 'super_admin'),
    schema: {
      tags: ['admin'],
      params: ZIdParamsSchema,
      response: { 200: ZToteRaceAccountingResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => readRaceAccounting(db, request.params.id),
  });

  const superAdmins = requireRole('super_admin');
  api.get('/api/admin/tote/settings', {
    onRequest: superAdmins,
    schema: { tags: ['admin'], response: { 200: ZToteSettingsFormSchema, ...errorResponses(401, 403) } },
    handler: async () => settingsForm(ZToteSettingsSchema.parse(await readToteSettings(db))),
  });

  api.put('/api/admin/tote/settings', {
    onRequest: superAdmins,
    schema: {
      tags: ['admin'],
      body: ZToteSettingsSchema,
      response: { 200: ZToteSettingsFormSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const settings = settingsForm(request.body);
      await saveToteSettings(db, settings);
      await recordAudit(db, {
        adminUserId: approvedUser(request).id,
        action: 'tote.settings',
        targetType: 'setting',
        targetId: 'tote_settings',
        details: settings,
      });
      return settings;
    },
  });
}
