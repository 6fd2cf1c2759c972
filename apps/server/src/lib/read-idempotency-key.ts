import { BET_MESSAGES } from '@galope/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The `Idempotency-Key` header (bets, cashier requests): up to 255 visible ASCII characters, or none. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
    throw new AppError('VALIDATION', BET_MESSAGES.idempotencyKey);
  return key;
}
