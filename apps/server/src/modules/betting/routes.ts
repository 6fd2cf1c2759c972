import {
  type TBetResponse,
  ZBetResponseSchema,
  ZErrorResponseSchema,
  ZPlaceRaceBetRequestSchema,
  ZPlaceSportBetRequestSchema,
  ZPriceChangedResponseSchema,
} from '@galope/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import type { Clock } from '../../lib/clock';
import { readIdempotencyKey } from '../../lib/read-idempotency-key';
import { errorResponses } from '../../lib/error-responses';
import { approvedUser, requireApproved } from '../auth';
import type { LiveBus } from '../live';
import { createBetBatches } from './bet-batches';
import { createBetHistoryCache } from './bet-history-cache';
import { findUserBets } from './bets-repository';
import type { PlacedBet } from './place-idempotently';
import { placeRaceBet } from './place-race-bet';
import { placeSportBet } from './place-sport-bet';
import { createRecentAnswers } from './recent-answers';

const placeErrors = {
  ...errorResponses(400, 401, 403, 404, 503),
  409: z.union([ZPriceChangedResponseSchema, ZErrorResponseSchema]),
};

export async function bettingRoutes(
  app: FastifyInstance,
  { db, bus, sessionCacheMs, clock }: { db: Db; bus: LiveBus; sessionCacheMs: number; clock: Clock },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Bets arriving together for one race or event go in one call (decision 025).
  const batches = createBetBatches(db, bus);

  // A retry of a bet this instance just answered is answered again from memory (recent-answers.ts).
  const recent = createRecentAnswers<TBetResponse>({ bus, ttlMs: sessionCacheMs });
  app.addHook('onClose', async () => recent.close());
  const answer = async (
    reply: FastifyReply,
    userId: number,
    key: string | undefined,
    place: () => Promise<PlacedBet>,
  ) => {
    const known = key === undefined ? undefined : recent.get(userId, key);
    if (known) return reply.status(200).send(known);
    const result = await place();
    if (key !== undefined) recent.remember(userId, key, result.bet);
    return reply.status(result.replayed ? 200 : 201).send(result.bet);
  };

  api.post('/api/bets', {
    config: { shed: true },
    onRequest: requireApproved,
    schema: {
      tags: ['betting'],
      body: ZPlaceRaceBetRequestSchema,
      response: { 201: ZBetResponseSchema, 200: ZBetResponseSchema, ...placeErrors },
    },
    handler: async (request, reply) => {
      const userId = approvedUser(request).id;
      const key = readIdempotencyKey(request);
      return answer(reply, userId, key, () =>
        placeRaceBet(db, batches, {
          userId,
          raceId: request.body.raceId,
          raceEntryId: request.body.raceEntryId,
          betType: request.body.betType,
          stakeCents: request.body.amount,
          acceptedOdds: request.body.odds,
          idempotencyKey: key,
          now: clock(),
        }),
      );
    },
  });

  api.post('/api/sports/bets', {
    config: { shed: true },
    onRequest: requireApproved,
    schema: {
      tags: ['betting'],
      body: ZPlaceSportBetRequestSchema,
      response: { 201: ZBetResponseSchema, 200: ZBetResponseSchema, ...placeErrors },
    },
    handler: async (request, reply) => {
      const userId = approvedUser(request).id;
      const key = readIdempotencyKey(request);
      return answer(reply, userId, key, () =>
        placeSportBet(db, batches, {
          userId,
          sportEventId: request.body.sportEventId,
          selection: request.body.sportBetType,
          stakeCents: request.body.amount,
          acceptedOdds: request.body.odds,
          idempotencyKey: key,
          now: clock(),
        }),
      );
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
