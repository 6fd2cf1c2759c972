import { type TRaceResponse, ZRaceListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { parseList } from '@/lib/parse-list';
import { queryKeys } from '@/lib/query-keys';

import { type RefreshTimes, HOME_REFRESH } from './refresh-times';

/** Races running now. */
export async function getLiveRaces(): Promise<TRaceResponse[]> {
  return parseList(ZRaceListResponseSchema, await api.get<unknown>('/api/races/live'));
}

export const getLiveRacesQueryOptions = (refresh: RefreshTimes = HOME_REFRESH) =>
  queryOptions({
    queryKey: queryKeys.liveRaces,
    queryFn: getLiveRaces,
    staleTime: refresh.staleTime,
    refetchInterval: refresh.refetchInterval,
    refetchIntervalInBackground: refresh.inBackground,
  });

export function useLiveRaces(refresh?: RefreshTimes) {
  return useQuery(getLiveRacesQueryOptions(refresh));
}
