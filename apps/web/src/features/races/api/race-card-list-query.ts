import { fromRaceCardResponse, type TRaceCard, ZRaceCardListResponseSchema } from '@galope/contracts';
import { type QueryKey, queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { parseList } from '@/lib/api/parse-list';

import type { RefreshTimes } from './refresh-times';

/** One of the board's race lists (upcoming, live, finished), each race as its card. */
export async function getRaceCardList(path: string): Promise<TRaceCard[]> {
  const cards = await parseList(ZRaceCardListResponseSchema, await api.get<unknown>(path));
  return cards.map(fromRaceCardResponse);
}

/** The query of a race list, refetched as often as the page showing it needs. */
export const raceCardListQueryOptions = (
  queryKey: QueryKey,
  queryFn: () => Promise<TRaceCard[]>,
  refresh: RefreshTimes,
) =>
  queryOptions({
    queryKey,
    queryFn,
    staleTime: refresh.staleTime,
    refetchInterval: refresh.refetchInterval,
    refetchIntervalInBackground: refresh.inBackground,
  });
