import { type TResultsResponse, ZResultsResponseSchema } from '@galope/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

/** One site-calendar day's results, races and sport events in one request (the racetrack is filtered here). */
export async function getDayResults(date: string): Promise<TResultsResponse> {
  return ZResultsResponseSchema.parse(await api.get<unknown>(`/api/results?date=${encodeURIComponent(date)}`));
}

/** Today's results grow as races finish: read again each minute while the page is open; past days do not change. */
export function useDayResults(date: string, isToday: boolean) {
  return useQuery({
    queryKey: ['/api/results', date] as const,
    queryFn: () => getDayResults(date),
    staleTime: isToday ? 30_000 : 5 * 60_000,
    refetchInterval: isToday ? 60_000 : false,
    placeholderData: keepPreviousData,
  });
}
