import { ZMessageResponseSchema } from '@galope/contracts';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

import { useUserListChange } from './get-admin-users';

/** A player with bets or ledger history is deactivated (kept, hidden, signed out) rather than erased. */
const ZDeleteUserResponseSchema = z.extend(ZMessageResponseSchema, { deactivated: z.boolean() });
export type DeleteUserResult = z.infer<typeof ZDeleteUserResponseSchema>;

export async function deleteAdminUser(userId: number): Promise<DeleteUserResult> {
  return ZDeleteUserResponseSchema.parse(await api.delete<unknown>(`/api/admin/users/${userId}`));
}

export const useDeleteAdminUser = () => useUserListChange(deleteAdminUser);
