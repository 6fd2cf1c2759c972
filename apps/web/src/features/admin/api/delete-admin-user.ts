import { ZMessageResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';

import { adminUsersQueryKey } from './get-admin-users';

/** A player with bets or ledger history is deactivated (kept, hidden, signed out) rather than erased. */
const ZDeleteUserResponseSchema = z.extend(ZMessageResponseSchema, { deactivated: z.boolean() });
export type DeleteUserResult = z.infer<typeof ZDeleteUserResponseSchema>;

export async function deleteAdminUser(userId: number): Promise<DeleteUserResult> {
  return ZDeleteUserResponseSchema.parse(await api.delete<unknown>(`/api/admin/users/${userId}`));
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
