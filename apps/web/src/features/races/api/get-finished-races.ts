import { fromRaceCardResponse, type TRaceCard, ZRaceCardListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { parseList } from '@/lib/parse-list';
import { queryKeys } from '@/lib/query-keys';

import { type RefreshTimes, HOME_REFRESH } from './refresh-times';

/** Races that have finished, most recent first, each as its card: its first three past the post. */
export async function getFinishedRaces(): Promise<TRaceCard[]> {
  const cards = await parseList(ZRaceCardListResponseSchema, await api.get<unknown>('/api/races/finished'));
  return cards.map(fromRaceCardResponse);
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
