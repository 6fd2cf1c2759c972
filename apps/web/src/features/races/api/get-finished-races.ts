import { type TRaceResponse, ZRaceListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { parseList } from '@/lib/parse-list';
import { queryKeys } from '@/lib/query-keys';

import { type RefreshTimes, HOME_REFRESH } from './refresh-times';

/** Races that have finished, most recent first. */
export async function getFinishedRaces(): Promise<TRaceResponse[]> {
  return parseList(ZRaceListResponseSchema, await api.get<unknown>('/api/races/finished'));
}

export const getFinishedRacesQueryOptions = (refresh: RefreshTimes = HOME_REFRESH) =>
  queryOptions({
    queryKey: queryKeys.finishedRaces,
    queryFn: getFinishedRaces,
    staleTime: refresh.staleTime,
    refetchInterval: refresh.refetchInterval,
    refetchIntervalInBackground: refresh.inBackground,
  });

export function useFinishedRaces(refresh?: RefreshTimes, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFinishedRacesQueryOptions(refresh), enabled });
}
