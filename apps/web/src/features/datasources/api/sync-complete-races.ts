import { type TSyncCompleteResponse, ZSyncCompleteResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { invalidateAfterSync } from './invalidate-after-sync';

/** Both racing feeds (TheRacingAPI and the secondary RapidAPI feed) in one go, with their totals. */
export async function syncCompleteRaces(): Promise<TSyncCompleteResponse> {
  return ZSyncCompleteResponseSchema.parse(await api.post<unknown>('/api/racing/sync-complete'));
}

export function useSyncCompleteRaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCompleteRaces,
    onSettled: () => invalidateAfterSync(queryClient, { boards: true }),
  });
}
