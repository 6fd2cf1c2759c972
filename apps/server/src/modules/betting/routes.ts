import {
  BET_MESSAGES,
  type Cents,
  ZBetResponseSchema,
  ZErrorResponseSchema,
  ZPlaceRaceBetRequestSchema,
  ZPlaceSportBetRequestSchema,
  ZPriceChangedResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { approvedUser, requireApproved } from '../auth';
import type { LiveBus } from '../live';
import { publishBalanceUpdates } from '../wallet';
import { createBetHistoryCache } from './bet-history-cache';
import { findUserBets } from './bets-repository';
import { placeRaceBet } from './place-race-bet';
import { placeSportBet } from './place-sport-bet';

const placeErrors = {
  ...errorResponses(400, 401, 403, 404),
  409: z.union([ZPriceChangedResponseSchema, ZErrorResponseSchema]),
};

function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
    throw new AppError('VALIDATION', BET_MESSAGES.idempotencyKey);
  return key;
}

export async function bettingRoutes(
  app: FastifyInstance,
  { db, bus, sessionCacheMs }: { db: Db; bus: LiveBus; sessionCacheMs: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const announceBalance = async (userId: number, cents: Cents | undefined) => {
    if (cents !== undefined) await publishBalanceUpdates(bus, [[userId, cents]]);
  };

  api.post('/api/bets', {
    onRequest: requireApproved,
    schema: {
      tags: ['betting'],
      body: ZPlaceRaceBetRequestSchema,
      response: { 201: ZBetResponseSchema, 200: ZBetResponseSchema, ...placeErrors },
    },
    handler: async (request, reply) => {
      const user = approvedUser(request);
      const key = idempotencyKey(request);
      const result = await placeRaceBet(db, {
        userId: user.id,
        raceId: request.body.raceId,
        raceEntryId: request.body.raceEntryId,
        betType: request.body.betType,
        stakeCents: request.body.amount,
        acceptedOdds: request.body.odds,
        idempotencyKey: key,
      });
      await announceBalance(user.id, result.newBalanceCents);
      return reply.status(result.replayed ? 200 : 201).send(result.bet);
    },
  });

  api.post('/api/sports/bets', {
    onRequest: requireApproved,
    schema: {
      tags: ['betting'],
      body: ZPlaceSportBetRequestSchema,
      response: { 201: ZBetResponseSchema, 200: ZBetResponseSchema, ...placeErrors },
    },
    handler: async (request, reply) => {
      const user = approvedUser(request);
      const result = await placeSportBet(db, {
        userId: user.id,
        sportEventId: request.body.sportEventId,
        selection: request.body.sportBetType,
        stakeCents: request.body.amount,
        acceptedOdds: request.body.odds,
        idempotencyKey: idempotencyKey(request),
      });
      await announceBalance(user.id, result.newBalanceCents);
      return reply.status(result.replayed ? 200 : 201).send(result.bet);
    },
  });

  // Kept as long as a session is (decision 012); forgotten on every change to the player's bets.
  const histories = createBetHistoryCache({ bus, ttlMs: sessionCacheMs });
  app.addHook('onClose', async () => histories.close());

  for (const url of ['/api/user/bets', '/api/bets']) {
    api.get(url, {
      onRequest: requireApproved,
      schema: {
        tags: ['betting'],
        response: { 200: z.array(ZBetResponseSchema), 401: ZErrorResponseSchema, 403: ZErrorResponseSchema },
      },
      handler: async (request, reply) => {
        const userId = approvedUser(request).id;
        const body = await histories.json(userId, () => findUserBets(db, userId));
        // Already JSON bytes: Fastify sends a Buffer as it is (the schema still documents the shape).
        return reply.type('application/json; charset=utf-8').send(body as never);
      },
    });
  }
}
