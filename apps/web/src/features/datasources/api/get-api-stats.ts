import { ZApiStatsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

export type ApiStats = z.infer<typeof ZApiStatsResponseSchema>;

export const apiStatsQueryKey = ['admin', 'api-stats'] as const;

/** Calls made today, success rate and what is left of each source's daily limit, keyed by apiId. */
export async function getApiStats(): Promise<ApiStats> {
  return ZApiStatsResponseSchema.parse(await api.get<unknown>('/api/admin/api-stats'));
}

export const getApiStatsQueryOptions = () =>
  queryOptions({ queryKey: apiStatsQueryKey, queryFn: getApiStats, staleTime: 30_000 });

export function useApiStats() {
  return useQuery(getApiStatsQueryOptions());
}
