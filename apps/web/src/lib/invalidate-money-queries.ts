import type { QueryClient } from '@tanstack/react-query';

import { balanceHistoryQueryKey } from './get-balance-history';
import { balanceTotalsQueryKey } from './get-balance-totals';
import { betsQueryKey } from './get-bets';
import { dashboardStatsQueryKey } from './get-dashboard-stats';

/**
 * After a bet is placed or settled: the bet list, every balance-history limit, the wallet's and the
 * dashboard's totals reload (only the ones on screen refetch now; the others when next shown).
 */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: betsQueryKey }),
    queryClient.invalidateQueries({ queryKey: balanceHistoryQueryKey }),
    queryClient.invalidateQueries({ queryKey: balanceTotalsQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
  ]).then(() => undefined);
}
