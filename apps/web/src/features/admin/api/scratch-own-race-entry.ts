import { api } from '@/lib/api/api-client';

import { useOwnRacesChange } from './get-own-races';

/** Scratches a runner of an own race: its fixed-odds bets and tote combinations are refunded. */
export async function scratchOwnRaceEntry({ raceId, entryId }: { raceId: number; entryId: number }): Promise<void> {
  await api.post<unknown>(`/api/admin/races/${raceId}/entries/${entryId}/scratch`, {});
}

export const useScratchOwnRaceEntry = () => useOwnRacesChange(scratchOwnRaceEntry);
