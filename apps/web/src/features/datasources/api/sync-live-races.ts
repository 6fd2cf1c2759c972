import { ZMessageResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { invalidateAfterSync } from './invalidate-after-sync';

/** The states and results of the races running now. */
export async function syncLiveRaces(): Promise<string> {
  return ZMessageResponseSchema.parse(await api.get<unknown>('/api/racing/live-sync')).message;
}

export function useSyncLiveRaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncLiveRaces,
    onSettled: () => invalidateAfterSync(queryClient, { boards: true }),
  });
}
