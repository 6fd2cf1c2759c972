import {
  type TCreatePaymentMethodRequest,
  type TPaymentMethodResponse,
  type TUpdatePaymentMethodRequest,
  ZPaymentMethodResponseSchema,
} from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { adminPaymentMethodsQueryKey } from './get-admin-payment-methods';
import { paymentMethodsQueryKey } from './get-payment-methods';

export type PaymentMethodSave =
  { id?: undefined; body: TCreatePaymentMethodRequest } | { id: number; body: TUpdatePaymentMethodRequest };

/** Adds a payment method, or changes one (a PATCH of the fields sent). */
export async function savePaymentMethod(save: PaymentMethodSave): Promise<TPaymentMethodResponse> {
  const answer =
    save.id === undefined
      ? await api.post<unknown>('/api/admin/payment-methods', save.body)
      : await api.patch<unknown>(`/api/admin/payment-methods/${save.id}`, save.body);
  return ZPaymentMethodResponseSchema.parse(answer);
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentMethod,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentMethodsQueryKey }),
        queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
      ]),
  });
}
