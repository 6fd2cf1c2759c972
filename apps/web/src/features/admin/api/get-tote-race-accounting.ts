import { type TToteRaceAccountingResponse, ZToteRaceAccountingResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export const toteRaceAccountingQueryKey = (raceId: number) => ['admin', 'tote', 'race', raceId] as const;

/** A race's tote accounting per pool, to the cent. */
export async function getToteRaceAccounting(raceId: number): Promise<TToteRaceAccountingResponse> {
  return ZToteRaceAccountingResponseSchema.parse(await api.get<unknown>(`/api/admin/tote/races/${raceId}`));
}

export const getToteRaceAccountingQueryOptions = (raceId: number) =>
  queryOptions({
    queryKey: toteRaceAccountingQueryKey(raceId),
    queryFn: () => getToteRaceAccounting(raceId),
    staleTime: 0,
  });

export function useToteRaceAccounting(raceId: number) {
  return useQuery(getToteRaceAccountingQueryOptions(raceId));
}
