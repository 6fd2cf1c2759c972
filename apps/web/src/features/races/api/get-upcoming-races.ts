import { fromRaceCardResponse, type TRaceCard, ZRaceCardListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { parseList } from '@/lib/parse-list';
import { queryKeys } from '@/lib/query-keys';

import { type RefreshTimes, HOME_REFRESH } from './refresh-times';

/** Races still to run, soonest first, each as its card: the runners it shows, not the whole field. */
export async function getUpcomingRaces(): Promise<TRaceCard[]> {
  const cards = await parseList(ZRaceCardListResponseSchema, await api.get<unknown>('/api/races/upcoming'));
  return cards.map(fromRaceCardResponse);
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
