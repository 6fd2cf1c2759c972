import { type TCashierRequestResponse, ZCashierRequestResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export type CashierDecision = { id: number } & (
  { kind: 'approve'; note?: string } | { kind: 'reject'; reason: string }
);

/** Approves (a deposit credited, a withdrawal paid) or rejects (a withdrawal given back) a pending request. */
export async function decideCashierRequest(decision: CashierDecision): Promise<TCashierRequestResponse> {
  const body = decision.kind === 'approve' ? { note: decision.note } : { reason: decision.reason };
  return ZCashierRequestResponseSchema.parse(
    await api.post<unknown>(`/api/admin/cashier/requests/${decision.id}/${decision.kind}`, body),
  );
}

export function useDecideCashierRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCashierRequest,
    // A 409 (someone decided it first) also means the queue on screen is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCashier }),
  });
}
