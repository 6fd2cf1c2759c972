import { ZSyncUsRacesResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api-client';

import { invalidateAfterSync } from './invalidate-after-sync';

export type SyncUsRacesResult = z.infer<typeof ZSyncUsRacesResponseSchema>;

/** United States race cards from the US horse racing source. */
export async function syncUsRaces(): Promise<SyncUsRacesResult> {
  return ZSyncUsRacesResponseSchema.parse(await api.post<unknown>('/api/admin/sync-us-races'));
}

export function useSyncUsRaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncUsRaces,
    onSettled: () => invalidateAfterSync(queryClient, { boards: true }),
  });
}
