import { type ZBalanceUpdateRequestSchema, ZBalanceUpdateResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api-client';

import { adminUsersQueryKey } from './get-admin-users';

export type UpdateUserBalanceRequest = z.input<typeof ZBalanceUpdateRequestSchema>;
export type UpdateUserBalanceResult = z.infer<typeof ZBalanceUpdateResponseSchema>;

/** Adds to, subtracts from or sets a player's balance; the server writes the ledger row. */
export async function updateUserBalance({
  userId,
  ...body
}: UpdateUserBalanceRequest & { userId: number }): Promise<UpdateUserBalanceResult> {
  return ZBalanceUpdateResponseSchema.parse(await api.post<unknown>(`/api/admin/users/${userId}/balance`, body));
}

export function useUpdateUserBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
