import { type TSportEventResponse, ZSportEventListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { parseList } from '@/lib/api/parse-list';
import { queryKeys } from '@/lib/api/query-keys';

/** Every fixture the server knows, all statuses: the board groups them. */
export async function getSportEvents(): Promise<TSportEventResponse[]> {
  return parseList(ZSportEventListResponseSchema, await api.get<unknown>('/api/sports/events'));
}

export const getSportEventsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sportEvents,
    queryFn: getSportEvents,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export function useSportEvents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSportEventsQueryOptions(), enabled });
}
