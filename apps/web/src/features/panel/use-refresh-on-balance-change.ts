import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { invalidateMoneyQueries } from '@/lib/invalidate-money-queries';

/**
 * The balance moves (a live `balance_update`, a bet placed in another tab, a settled race): the
 * bets, movements and totals on screen are out of date, so they reload.
 */
export function useRefreshOnBalanceChange(balance: string) {
  const queryClient = useQueryClient();
  const previous = useRef(balance);
  useEffect(() => {
    if (previous.current === balance) return;
    previous.current = balance;
    void invalidateMoneyQueries(queryClient);
  }, [balance, queryClient]);
}
