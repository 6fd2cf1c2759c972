import { formatCents, ZCashOutQuoteResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isApiError } from './api-client';
import { queryKeys } from './query-keys';

/**
 * A bet's cash-out value now, or why it has none: the server's 409 codes (CASH_OUT_CLOSED, …) are an
 * answer to show, not a failure to retry. `odds` is null once a live frame brought the value alone.
 */
export type CashOutQuote = { value: string; odds: string | null } | { reason: string };

export async function getCashOutQuote(betId: string, partCents?: number): Promise<CashOutQuote> {
  const query = partCents === undefined ? '' : `?amount=${formatCents(partCents)}`;
  try {
    return ZCashOutQuoteResponseSchema.parse(await api.get<unknown>(`/api/bets/${betId}/cash-out${query}`));
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { reason: error.code ?? 'unknown' };
    throw error;
  }
}

export const getCashOutQuoteQueryOptions = (betId: string, partCents?: number) =>
  queryOptions({
    queryKey: queryKeys.cashOut(betId, partCents),
    queryFn: () => getCashOutQuote(betId, partCents),
    // The live socket keeps the whole value fresh; a part is asked again as the slider moves.
    staleTime: 15_000,
  });

export function useCashOutQuote(
  betId: string,
  { partCents, enabled = true }: { partCents?: number; enabled?: boolean } = {},
) {
  return useQuery({ ...getCashOutQuoteQueryOptions(betId, partCents), enabled });
}
