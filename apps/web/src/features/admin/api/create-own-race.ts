import { type TCreateOwnRaceRequest, type TOwnRaceResponse, ZOwnRaceResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { useOwnRacesChange } from './get-own-races';

/** Staff add a race card of their own; it shows on the site with its tote pools. */
export async function createOwnRace(body: TCreateOwnRaceRequest): Promise<TOwnRaceResponse> {
  return ZOwnRaceResponseSchema.parse(await api.post<unknown>('/api/admin/races', body));
}

export const useCreateOwnRace = () => useOwnRacesChange(createOwnRace);
