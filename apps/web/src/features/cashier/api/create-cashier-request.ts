import {
  type TCashierRequestResponse,
  type TCreateDepositRequest,
  type TCreateWithdrawalRequest,
  ZCashierRequestResponseSchema,
} from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { invalidateOwnRequests } from './invalidate-own-requests';

export type CashierAsk =
  | { type: 'deposit'; body: TCreateDepositRequest; idempotencyKey: string }
  | { type: 'withdrawal'; body: TCreateWithdrawalRequest; idempotencyKey: string };

/**
 * Asks for a deposit or a withdrawal. The Idempotency-Key is made once per form submission, so a
 * retried request (a lost answer, a double tap) is the same request, never a second one.
 */
export async function createCashierRequest(ask: CashierAsk): Promise<TCashierRequestResponse> {
  const path = ask.type === 'deposit' ? '/api/cashier/deposits' : '/api/cashier/withdrawals';
  return ZCashierRequestResponseSchema.parse(
    await api.post<unknown>(path, ask.body, { headers: { 'Idempotency-Key': ask.idempotencyKey } }),
  );
}

export function useCreateCashierRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCashierRequest,
    onSuccess: () => invalidateOwnRequests(queryClient),
  });
}
