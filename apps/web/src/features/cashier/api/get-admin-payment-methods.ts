import { type TPaymentMethodResponse, ZPaymentMethodResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

export const adminPaymentMethodsQueryKey = ['admin', 'payment-methods'] as const;

/** Every payment method, the disabled ones too. */
export async function getAdminPaymentMethods(): Promise<TPaymentMethodResponse[]> {
  return z.array(ZPaymentMethodResponseSchema).parse(await api.get<unknown>('/api/admin/payment-methods'));
}

export const getAdminPaymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: adminPaymentMethodsQueryKey, queryFn: getAdminPaymentMethods });

export function useAdminPaymentMethods() {
  return useQuery(getAdminPaymentMethodsQueryOptions());
}
