import { ZMessageResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { useBoardSync } from './invalidate-after-sync';

/** Today's race cards from the racing source (a GET that writes: the spec's call). */
export async function syncRaces(): Promise<string> {
  return ZMessageResponseSchema.parse(await api.get<unknown>('/api/racing/sync')).message;
}

export const useSyncRaces = () => useBoardSync(syncRaces);
