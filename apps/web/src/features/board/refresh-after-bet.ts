import type { QueryClient } from '@tanstack/react-query';

import { currentUserQueryKey } from '@/lib/get-current-user';
import { invalidateMoneyQueries } from '@/lib/invalidate-money-queries';

/** After a bet (spec §7): the user (its balance) and the bets, balance history and dashboard totals. */
export function refreshAfterBet(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    invalidateMoneyQueries(queryClient),
  ]).then(() => undefined);
}
