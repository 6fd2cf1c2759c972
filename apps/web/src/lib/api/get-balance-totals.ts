import { type TBalanceTotalsResponse, ZBalanceTotalsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { MONEY_STALE_TIME_MS } from './get-bets';
import { queryKeys } from './query-keys';

/** Deposited, withdrawn, staked and won over the player's whole ledger, summed by the server. */
export async function getBalanceTotals(): Promise<TBalanceTotalsResponse> {
  return ZBalanceTotalsResponseSchema.parse(await api.get<unknown>('/api/user/balance-totals'));
}

export const getBalanceTotalsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.balanceTotals, queryFn: getBalanceTotals, staleTime: MONEY_STALE_TIME_MS });

export function useBalanceTotals() {
  return useQuery(getBalanceTotalsQueryOptions());
}
