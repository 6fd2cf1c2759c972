import { type TOwnRaceResponse, type TUpdateOwnRaceRequest, ZOwnRaceResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { useOwnRacesChange } from './get-own-races';

/** Changes an own race before its off (its runners only while nothing is bet on it: else 409). */
export async function updateOwnRace({
  raceId,
  ...body
}: TUpdateOwnRaceRequest & { raceId: number }): Promise<TOwnRaceResponse> {
  return ZOwnRaceResponseSchema.parse(await api.patch<unknown>(`/api/admin/races/${raceId}`, body));
}

export const useUpdateOwnRace = () => useOwnRacesChange(updateOwnRace);
