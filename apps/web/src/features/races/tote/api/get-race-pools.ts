import { type TRacePoolsResponse, ZRacePoolsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export async function getRacePools(raceId: number): Promise<TRacePoolsResponse> {
  return ZRacePoolsResponseSchema.parse(await api.get<unknown>(`/api/races/${raceId}/pools`));
}

/** A race's pools: `pool_update` frames patch them live; a refetch each minute catches a status change. */
export const getRacePoolsQueryOptions = (raceId: number) =>
  queryOptions({
    queryKey: queryKeys.racePools(raceId),
    queryFn: () => getRacePools(raceId),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export function useRacePools(raceId: number) {
  return useQuery(getRacePoolsQueryOptions(raceId));
}
