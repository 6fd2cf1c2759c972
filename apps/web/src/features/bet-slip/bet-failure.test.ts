import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api/api-client';
import { betFailure, keepsIdempotencyKey, priceChange } from './bet-failure';

const answer = (status: number, body: unknown) =>
  new ApiError({ status, statusText: '', bodyText: body === undefined ? '' : JSON.stringify(body) });

describe('betFailure', () => {
  it('reads the price the server answered', () => {
    const failure = betFailure(
      answer(409, { code: 'PRICE_CHANGED', message: 'Las cuotas han cambiado', odds: '2.75' }),
    );
    expect(failure).toEqual({ kind: 'priceChanged', odds: '2.75', message: 'Las cuotas han cambiado' });
    expect(keepsIdempotencyKey(failure)).toBe(false);
  });

  it('reads the balance of an insufficient balance', () => {
    expect(
      betFailure(answer(400, { code: 'INSUFFICIENT_BALANCE', message: 'Saldo insuficiente', balance: '4.00' })),
    ).toEqual({ kind: 'insufficientBalance', balance: '4.00', message: 'Saldo insuficiente' });
  });

  it('tells a refusal from an unknown outcome, which keeps its key for the retry', () => {
    const refused = betFailure(answer(400, { message: 'La carrera ya no acepta apuestas' }));
    expect(refused).toEqual({ kind: 'rejected', message: 'La carrera ya no acepta apuestas' });
    expect(keepsIdempotencyKey(refused)).toBe(false);
    expect(keepsIdempotencyKey(betFailure(new TypeError('Failed to fetch')))).toBe(true);
    expect(keepsIdempotencyKey(betFailure(answer(500, { message: 'Error interno del servidor' })))).toBe(true);
    expect(betFailure(answer(401, { message: 'Debes iniciar sesión' })).kind).toBe('unauthorized');
  });

  it('reads a refusal under overload as busy: nothing was done, so a retry starts afresh', () => {
    const busy = betFailure(answer(503, { code: 'BUSY', message: 'Mucha actividad: inténtalo en unos segundos' }));
    expect(busy).toEqual({ kind: 'busy', message: 'Mucha actividad: inténtalo en unos segundos' });
    expect(keepsIdempotencyKey(busy)).toBe(false);
    // A 503 without the code (a proxy's page) says nothing about the bet: its key is kept.
    expect(keepsIdempotencyKey(betFailure(answer(503, { message: 'Service Unavailable' })))).toBe(true);
  });

  it('treats a PRICE_CHANGED without a readable price as a refusal', () => {
    expect(betFailure(answer(409, { code: 'PRICE_CHANGED', message: 'Las cuotas han cambiado' })).kind).toBe(
      'rejected',
    );
  });
});

describe('a refused price', () => {
  it('says whether the server’s price is up or down from the one sent', () => {
    expect(priceChange('2.50', '2.75', '2.50')).toEqual({
      odds: '2.75',
      previous: '2.50',
      direction: 'up',
      basis: '2.50',
    });
    expect(priceChange('2.50', '2.10', '2.40').direction).toBe('down');
  });
});
