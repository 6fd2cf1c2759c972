import { ZSyncUsRacesResponseSchema } from '@galope/contracts';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

import { useBoardSync } from './invalidate-after-sync';

export type SyncUsRacesResult = z.infer<typeof ZSyncUsRacesResponseSchema>;

/** United States race cards from the US horse racing source. */
export async function syncUsRaces(): Promise<SyncUsRacesResult> {
  return ZSyncUsRacesResponseSchema.parse(await api.post<unknown>('/api/admin/sync-us-races'));
}

export const useSyncUsRaces = () => useBoardSync(syncUsRaces);
