import { type TRaceResponse, ZRaceResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export async function getRace(id: number): Promise<TRaceResponse> {
  return ZRaceResponseSchema.parse(await api.get<unknown>(`/api/races/${id}`));
}

/** The race page: refetched every 60 s, fresh for 30 s (spec §7); frames from the socket in between. */
export const getRaceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.race(id),
    queryFn: () => getRace(id),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export function useRace(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRaceQueryOptions(id), enabled });
}
