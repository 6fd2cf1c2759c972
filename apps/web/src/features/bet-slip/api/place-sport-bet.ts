import { type TBetResponse, type TPlaceSportBetRequest, ZBetResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

export type PlaceSportBetVariables = { body: TPlaceSportBetRequest; idempotencyKey: string };

/** POST /api/sports/bets, with the attempt's Idempotency-Key (see place-race-bet). */
export async function placeSportBet({ body, idempotencyKey }: PlaceSportBetVariables): Promise<TBetResponse> {
  return ZBetResponseSchema.parse(
    await api.post<unknown>('/api/sports/bets', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}
