import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api/query-keys';

import { getRaceCardList, raceCardListQueryOptions } from './race-card-list-query';
import { HOME_REFRESH, type RefreshTimes } from './refresh-times';

/** Races still to run, soonest first, each as its card: the runners it shows, not the whole field. */
export const getUpcomingRaces = () => getRaceCardList('/api/races/upcoming');

export const getUpcomingRacesQueryOptions = (refresh: RefreshTimes = HOME_REFRESH) =>
  raceCardListQueryOptions(queryKeys.upcomingRaces, getUpcomingRaces, refresh);

export function useUpcomingRaces(refresh?: RefreshTimes, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUpcomingRacesQueryOptions(refresh), enabled });
}
