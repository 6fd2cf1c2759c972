import { type TCashierSummaryResponse, ZCashierSummaryResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** How many requests wait, and today's approved deposits and withdrawals; `cashier_request` refreshes it. */
export async function getCashierSummary(): Promise<TCashierSummaryResponse> {
  return ZCashierSummaryResponseSchema.parse(await api.get<unknown>('/api/admin/cashier/summary'));
}

export const getCashierSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.adminCashier, 'summary'], queryFn: getCashierSummary });

export function useCashierSummary() {
  return useQuery(getCashierSummaryQueryOptions());
}
