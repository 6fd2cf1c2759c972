import { ZMessageResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { invalidateAfterSync } from './invalidate-after-sync';

/** Today's race cards from the racing source (a GET that writes: the spec's call). */
export async function syncRaces(): Promise<string> {
  return ZMessageResponseSchema.parse(await api.get<unknown>('/api/racing/sync')).message;
}

export function useSyncRaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncRaces,
    onSettled: () => invalidateAfterSync(queryClient, { boards: true }),
  });
}
