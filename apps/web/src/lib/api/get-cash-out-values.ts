import { type TCashOutValuesResponse, ZCashOutValuesResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import type { CashOutQuote } from './get-cash-out-quote';
import { queryKeys } from './query-keys';

/** Every pending bet of the player with its cash-out value now, or why it has none: one request for a whole list. */
export async function getCashOutValues(): Promise<TCashOutValuesResponse> {
  return ZCashOutValuesResponseSchema.parse(await api.get<unknown>('/api/user/cash-out-values'));
}

export const getCashOutValuesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cashOutValues,
    queryFn: getCashOutValues,
    // The live socket keeps the values fresh (`cash_out_update`); a bet placed or settled reloads them (under `bets`).
    staleTime: 15_000,
  });

/**
 * One pending bet's value from the player's list: every bet shown (the slip's "Mis apuestas", the
 * history, the dashboard) reads the same entry, so a list of twenty asks the server once. Undefined
 * while the list loads, or until it is read again after the bet was placed.
 */
export function useCashOutValue(betId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...getCashOutValuesQueryOptions(),
    enabled,
    select: (list): CashOutQuote | undefined => {
      const found = list.values.find((row) => row.betId === betId);
      if (!found) return undefined;
      return found.value === null ? { reason: found.reason ?? 'unknown' } : { value: found.value, odds: found.odds };
    },
  });
}
