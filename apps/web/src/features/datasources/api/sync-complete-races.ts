import { type TSyncCompleteResponse, ZSyncCompleteResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { useBoardSync } from './invalidate-after-sync';

/** Both racing feeds (TheRacingAPI and the secondary RapidAPI feed) in one go, with their totals. */
export async function syncCompleteRaces(): Promise<TSyncCompleteResponse> {
  return ZSyncCompleteResponseSchema.parse(await api.post<unknown>('/api/racing/sync-complete'));
}

export const useSyncCompleteRaces = () => useBoardSync(syncCompleteRaces);
