import {
  type TAdminCashierRequestResponse,
  type TCashierRequestStatus,
  type TCashierRequestType,
  ZAdminCashierRequestResponseSchema,
} from '@galope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** The queue's filters as the tab holds them: empty strings are "any"; days are YYYY-MM-DD. */
export type CashierFilters = {
  status: TCashierRequestStatus | '';
  type: TCashierRequestType | '';
  userId: string;
  from: string;
  to: string;
};
export type CashierPage = { requests: TAdminCashierRequestResponse[]; total: number };

/** One page of the staff's queue (pending first, oldest first); the total comes in `X-Total-Count`. */
export async function getAdminCashierRequests(
  filters: CashierFilters,
  page: { limit: number; offset: number },
): Promise<CashierPage> {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  query.set('limit', String(page.limit));
  query.set('offset', String(page.offset));
  const { data, headers } = await api.getWithHeaders<unknown>(`/api/admin/cashier/requests?${query}`);
  const requests = z.array(ZAdminCashierRequestResponseSchema).parse(data);
  const total = Number(headers.get('x-total-count'));
  return { requests, total: Number.isFinite(total) && headers.has('x-total-count') ? total : requests.length };
}

export const getAdminCashierRequestsQueryOptions = (filters: CashierFilters, page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: [...queryKeys.adminCashier, 'requests', filters, page],
    queryFn: () => getAdminCashierRequests(filters, page),
    placeholderData: keepPreviousData,
  });

export function useAdminCashierRequests(filters: CashierFilters, page: { limit: number; offset: number }) {
  return useQuery(getAdminCashierRequestsQueryOptions(filters, page));
}
