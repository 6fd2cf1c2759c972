import { type TRaceResponse, ZRaceListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export const racesFromApiQueryKey = ['datasources', 'races-from-api'] as const;

/** The races the external racing sources wrote (not the simulator's). */
export async function getRacesFromApi(): Promise<TRaceResponse[]> {
  return ZRaceListResponseSchema.parse(await api.get<unknown>('/api/races/from-api'));
}

export const getRacesFromApiQueryOptions = () =>
  queryOptions({ queryKey: racesFromApiQueryKey, queryFn: getRacesFromApi });

/** Loaded when asked (`refetch`). */
export function useRacesFromApi() {
  return useQuery({ ...getRacesFromApiQueryOptions(), enabled: false });
}
