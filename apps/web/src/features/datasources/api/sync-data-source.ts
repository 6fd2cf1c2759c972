import { type TDataSourceId, type TSyncResponse, ZSyncResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { useBoardSync } from './invalidate-after-sync';

/** Runs one source's sync now (races or fixtures written, results settled). */
export async function syncDataSource(apiId: TDataSourceId): Promise<TSyncResponse> {
  return ZSyncResponseSchema.parse(await api.post<unknown>(`/api/admin/sync-${apiId}`));
}

export const useSyncDataSource = () => useBoardSync(syncDataSource);
