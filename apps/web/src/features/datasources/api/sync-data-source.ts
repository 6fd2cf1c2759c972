import { type TDataSourceId, type TSyncResponse, ZSyncResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { invalidateAfterSync } from './invalidate-after-sync';

/** Runs one source's sync now (races or fixtures written, results settled). */
export async function syncDataSource(apiId: TDataSourceId): Promise<TSyncResponse> {
  return ZSyncResponseSchema.parse(await api.post<unknown>(`/api/admin/sync-${apiId}`));
}

export function useSyncDataSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncDataSource,
    onSettled: () => invalidateAfterSync(queryClient, { boards: true }),
  });
}
