import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api/query-keys';

import { getRaceCardList, raceCardListQueryOptions } from './race-card-list-query';
import { HOME_REFRESH, type RefreshTimes } from './refresh-times';

/** Races that have finished, most recent first, each as its card: its first three past the post. */
export const getFinishedRaces = () => getRaceCardList('/api/races/finished');

export const getFinishedRacesQueryOptions = (refresh: RefreshTimes = HOME_REFRESH) =>
  raceCardListQueryOptions(queryKeys.finishedRaces, getFinishedRaces, refresh);

export function useFinishedRaces(refresh?: RefreshTimes, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFinishedRacesQueryOptions(refresh), enabled });
}
