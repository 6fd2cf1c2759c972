import { type TCashOutResponse, ZCashOutResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from './api-client';
import { currentUserQueryKey } from './get-current-user';
import { invalidateMoneyQueries } from './invalidate-money-queries';

export type CashOutBetInput = { betId: string; value: string; amount?: string; idempotencyKey: string };

/** Closes a bet (or `amount` of its stake) for the value the player accepted; 409 CASH_OUT_CHANGED carries the value now. */
export async function cashOutBet({ betId, value, amount, idempotencyKey }: CashOutBetInput): Promise<TCashOutResponse> {
  const body = amount === undefined ? { value } : { value, amount };
  return ZCashOutResponseSchema.parse(
    await api.post<unknown>(`/api/bets/${betId}/cash-out`, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

export function useCashOutBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashOutBet,
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQueryKey, (user: { balance: string } | null | undefined) =>
        user ? { ...user, balance: answer.balance } : user,
      );
      void invalidateMoneyQueries(queryClient);
    },
  });
}
