import { type TAdminUserResponse, ZAdminUserResponseSchema, type ZStatusUpdateRequestSchema } from '@galope/contracts';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

import { useUserListChange } from './get-admin-users';

export type UpdateUserStatusRequest = z.input<typeof ZStatusUpdateRequestSchema>;

/** Approves, rejects or sets back to pending an account. */
export async function updateUserStatus({
  userId,
  ...body
}: UpdateUserStatusRequest & { userId: number }): Promise<TAdminUserResponse> {
  return ZAdminUserResponseSchema.parse(await api.post<unknown>(`/api/admin/users/${userId}/status`, body));
}

export const useUpdateUserStatus = () => useUserListChange(updateUserStatus);
