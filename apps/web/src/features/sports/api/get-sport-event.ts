import { type TSportEventResponse, ZSportEventResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export async function getSportEvent(id: number): Promise<TSportEventResponse> {
  return ZSportEventResponseSchema.parse(await api.get<unknown>(`/api/sports/event/${id}`));
}

/** Loaded once (spec §7 defaults); live scores and odds arrive over the socket. */
export const getSportEventQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.sportEvent(id), queryFn: () => getSportEvent(id) });

export function useSportEvent(id: number) {
  return useQuery(getSportEventQueryOptions(id));
}
