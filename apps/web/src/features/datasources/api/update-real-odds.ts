import { type TUpdateRealOddsResponse, ZUpdateRealOddsResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { useBoardSync } from './invalidate-after-sync';

/** Bookmakers' prices from the UK betting odds source onto the matching races. */
export async function updateRealOdds(): Promise<TUpdateRealOddsResponse> {
  return ZUpdateRealOddsResponseSchema.parse(await api.post<unknown>('/api/update-real-odds'));
}

export const useUpdateRealOdds = () => useBoardSync(updateRealOdds);
