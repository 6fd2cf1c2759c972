import { type TCashierRequestResponse, ZCashierRequestResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** The player's own requests, newest first; `cashier_update` frames patch them live. */
export async function getCashierRequests(): Promise<TCashierRequestResponse[]> {
  return z.array(ZCashierRequestResponseSchema).parse(await api.get<unknown>('/api/cashier/requests'));
}

export const getCashierRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cashierRequests, queryFn: getCashierRequests });

export function useCashierRequests() {
  return useQuery(getCashierRequestsQueryOptions());
}
