import { type TPaymentMethodResponse, ZPaymentMethodResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

export const paymentMethodsQueryKey = ['/api/cashier/methods'] as const;

/** The enabled payment methods, with their instructions and bounds. */
export async function getPaymentMethods(): Promise<TPaymentMethodResponse[]> {
  return z.array(ZPaymentMethodResponseSchema).parse(await api.get<unknown>('/api/cashier/methods'));
}

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: getPaymentMethods, staleTime: 60_000 });

export function usePaymentMethods() {
  return useQuery(getPaymentMethodsQueryOptions());
}
