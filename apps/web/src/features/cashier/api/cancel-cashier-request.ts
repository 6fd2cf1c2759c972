import { type TCashierRequestResponse, ZCashierRequestResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { invalidateOwnRequests } from './invalidate-own-requests';

/** Takes back a pending request; a withdrawal's amount comes back to the balance. */
export async function cancelCashierRequest(id: number): Promise<TCashierRequestResponse> {
  return ZCashierRequestResponseSchema.parse(await api.post<unknown>(`/api/cashier/requests/${id}/cancel`, {}));
}

export function useCancelCashierRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCashierRequest,
    onSettled: () => invalidateOwnRequests(queryClient),
  });
}
