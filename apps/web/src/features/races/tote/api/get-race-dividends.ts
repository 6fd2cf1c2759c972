import { type TRaceDividendsResponse, ZRaceDividendsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export async function getRaceDividends(raceId: number): Promise<TRaceDividendsResponse> {
  return ZRaceDividendsResponseSchema.parse(await api.get<unknown>(`/api/races/${raceId}/dividends`));
}

export const getRaceDividendsQueryOptions = (raceId: number) =>
  queryOptions({
    queryKey: ['/api/races/dividends', raceId] as const,
    queryFn: () => getRaceDividends(raceId),
    staleTime: 60_000,
  });

/** A finished race's dividends (empty lists until its result is in). */
export function useRaceDividends(raceId: number, enabled: boolean) {
  return useQuery({ ...getRaceDividendsQueryOptions(raceId), enabled });
}
