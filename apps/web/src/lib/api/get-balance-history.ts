import { type TBalanceTransactionResponse, ZBalanceTransactionResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from './api-client';
import { MONEY_STALE_TIME_MS } from './get-bets';
import { queryKeys } from './query-keys';

/** Spec §9: the wallet shows 20 movements, the history tab 15. */
export const WALLET_HISTORY_LIMIT = 20;
export const HISTORY_TAB_LIMIT = 15;

/** The player's latest balance movements, newest first. */
export async function getBalanceHistory(limit: number): Promise<TBalanceTransactionResponse[]> {
  return z
    .array(ZBalanceTransactionResponseSchema)
    .parse(await api.get<unknown>(`/api/user/balance-history?limit=${encodeURIComponent(limit)}`));
}

export const getBalanceHistoryQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...queryKeys.balanceHistory, limit] as const,
    queryFn: () => getBalanceHistory(limit),
    staleTime: MONEY_STALE_TIME_MS,
  });

export function useBalanceHistory(limit: number) {
  return useQuery(getBalanceHistoryQueryOptions(limit));
}
