import { type TUpdateRealOddsResponse, ZUpdateRealOddsResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { invalidateAfterSync } from './invalidate-after-sync';

/** Bookmakers' prices from the UK betting odds source onto the matching races. */
export async function updateRealOdds(): Promise<TUpdateRealOddsResponse> {
  return ZUpdateRealOddsResponseSchema.parse(await api.post<unknown>('/api/update-real-odds'));
}

export function useUpdateRealOdds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRealOdds,
    onSettled: () => invalidateAfterSync(queryClient, { boards: true }),
  });
}
