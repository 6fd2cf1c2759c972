import { type TBetResponse, type TPlaceRaceBetRequest, ZBetResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

export type PlaceRaceBetVariables = { body: TPlaceRaceBetRequest; idempotencyKey: string };

/**
 * POST /api/bets. The Idempotency-Key names this placement attempt: sent again with the same key,
 * the server answers with the bet it already took and never debits twice.
 */
export async function placeRaceBet({ body, idempotencyKey }: PlaceRaceBetVariables): Promise<TBetResponse> {
  return ZBetResponseSchema.parse(
    await api.post<unknown>('/api/bets', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}
