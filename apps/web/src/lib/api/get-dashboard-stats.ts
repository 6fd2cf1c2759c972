import { type TDashboardStatsResponse, ZDashboardStatsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { MONEY_STALE_TIME_MS } from './get-bets';
import { queryKeys } from './query-keys';

/** Totals over all the player's bets (spec §3 "Dashboard stats", §9 win rate and net profit). */
export async function getDashboardStats(): Promise<TDashboardStatsResponse> {
  return ZDashboardStatsResponseSchema.parse(await api.get<unknown>('/api/user/dashboard-stats'));
}

export const getDashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardStats, queryFn: getDashboardStats, staleTime: MONEY_STALE_TIME_MS });

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
