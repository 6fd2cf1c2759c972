import { type TCashierRequestResponse, ZCashierRequestResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** Attaches a photo of the transfer or the ticket to a pending deposit. */
export async function uploadReceipt({ id, file }: { id: number; file: File }): Promise<TCashierRequestResponse> {
  const form = new FormData();
  form.append('receipt', file);
  return ZCashierRequestResponseSchema.parse(await api.postForm<unknown>(`/api/cashier/requests/${id}/receipt`, form));
}

export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cashierRequests }),
  });
}
