import { type TResultsPendingResponse, ZResultsPendingResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const resultsPendingQueryKey = ['admin', 'results-pending'] as const;

/** Races and events past their expected end with no result, waiting for staff (oldest first). */
export async function getResultsPending(): Promise<TResultsPendingResponse> {
  return ZResultsPendingResponseSchema.parse(await api.get<unknown>('/api/admin/results-pending'));
}

export const getResultsPendingQueryOptions = () =>
  queryOptions({ queryKey: resultsPendingQueryKey, queryFn: getResultsPending, staleTime: 0 });

export function useResultsPending() {
  return useQuery(getResultsPendingQueryOptions());
}
