import { fromRaceCardResponse, type TRaceCard, ZRaceCardListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { parseList } from '@/lib/parse-list';
import { queryKeys } from '@/lib/query-keys';

import { type RefreshTimes, HOME_REFRESH } from './refresh-times';

/** Races running now, each as its card: the runners it shows, not the whole field. */
export async function getLiveRaces(): Promise<TRaceCard[]> {
  const cards = await parseList(ZRaceCardListResponseSchema, await api.get<unknown>('/api/races/live'));
  return cards.map(fromRaceCardResponse);
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
