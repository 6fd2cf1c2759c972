import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api/query-keys';

import { getRaceCardList, raceCardListQueryOptions } from './race-card-list-query';
import { HOME_REFRESH, type RefreshTimes } from './refresh-times';

/** Races running now, each as its card: the runners it shows, not the whole field. */
export const getLiveRaces = () => getRaceCardList('/api/races/live');

export const getLiveRacesQueryOptions = (refresh: RefreshTimes = HOME_REFRESH) =>
  raceCardListQueryOptions(queryKeys.liveRaces, getLiveRaces, refresh);

export function useLiveRaces(refresh?: RefreshTimes) {
  return useQuery(getLiveRacesQueryOptions(refresh));
}
