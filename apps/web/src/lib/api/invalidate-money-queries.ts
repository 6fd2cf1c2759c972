import type { QueryClient } from '@tanstack/react-query';

import { currentUserQueryKey } from './get-current-user';
import { queryKeys } from './query-keys';

/**
 * After a bet is placed or settled: the bet list, every balance-history limit, the wallet's and the
 * dashboard's totals, and what the player's protection limits have used, reload (only the ones on
 * screen refetch now; the others when next shown).
 */
export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.bets }),
    queryClient.invalidateQueries({ queryKey: queryKeys.balanceHistory }),
    queryClient.invalidateQueries({ queryKey: queryKeys.balanceTotals }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userLimits }),
  ]).then(() => undefined);
}

/**
 * After a bet (spec §7) the balance, bets, movements and totals reload. With the live socket open the
 * server's `balance_update` does it (lib/live/apply-live-message): the answer refreshes them only without one.
 */
export function refreshAfterBet(queryClient: QueryClient, liveOpen: boolean): void {
  if (liveOpen) return;
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  void invalidateMoneyQueries(queryClient);
}
