import { type TRaceResponse, ZRaceListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { parseList } from '@/lib/parse-list';
import { queryKeys } from '@/lib/query-keys';

import { type RefreshTimes, HOME_REFRESH } from './refresh-times';

/** Races still to run, soonest first. */
export async function getUpcomingRaces(): Promise<TRaceResponse[]> {
  return parseList(ZRaceListResponseSchema, await api.get<unknown>('/api/races/upcoming'));
}

export const getUpcomingRacesQueryOptions = (refresh: RefreshTimes = HOME_REFRESH) =>
  queryOptions({
    queryKey: queryKeys.upcomingRaces,
    queryFn: getUpcomingRaces,
    staleTime: refresh.staleTime,
    refetchInterval: refresh.refetchInterval,
    refetchIntervalInBackground: refresh.inBackground,
  });

export function useUpcomingRaces(refresh?: RefreshTimes, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUpcomingRacesQueryOptions(refresh), enabled });
}
