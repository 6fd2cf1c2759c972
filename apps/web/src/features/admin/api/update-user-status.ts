import { type TAdminUserResponse, ZAdminUserResponseSchema, type ZStatusUpdateRequestSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api-client';

import { adminUsersQueryKey } from './get-admin-users';

export type UpdateUserStatusRequest = z.input<typeof ZStatusUpdateRequestSchema>;

/** Approves, rejects or sets back to pending an account. */
export async function updateUserStatus({
  userId,
  ...body
}: UpdateUserStatusRequest & { userId: number }): Promise<TAdminUserResponse> {
  return ZAdminUserResponseSchema.parse(await api.post<unknown>(`/api/admin/users/${userId}/status`, body));
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
