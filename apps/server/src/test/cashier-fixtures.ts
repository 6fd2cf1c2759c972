import type { TCashierRequestResponse, TCreatePaymentMethodRequest, TPaymentMethodResponse } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from './test-app';

/** A POST as `user` that must create what it names (201): answers the created record. */
async function created<T>(app: FastifyInstance, user: TestUser, url: string, payload: object): Promise<T> {
  const response = await app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A payment method an admin adds through the API, for tests that move money through the cashier. */
export const addPaymentMethod = (app: FastifyInstance, admin: TestUser, method: TCreatePaymentMethodRequest) =>
  created<TPaymentMethodResponse>(app, admin, '/api/admin/payment-methods', method);

/** A player's deposit request through the API, pending until staff decide it. */
export const askDeposit = (app: FastifyInstance, player: TestUser, deposit: { amount: string; methodId: number }) =>
  created<TCashierRequestResponse>(app, player, '/api/cashier/deposits', deposit);
