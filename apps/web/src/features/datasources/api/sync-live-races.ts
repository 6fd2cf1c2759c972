import { ZMessageResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { useBoardSync } from './invalidate-after-sync';

/** The states and results of the races running now. */
export async function syncLiveRaces(): Promise<string> {
  return ZMessageResponseSchema.parse(await api.get<unknown>('/api/racing/live-sync')).message;
}

export const useSyncLiveRaces = () => useBoardSync(syncLiveRaces);
