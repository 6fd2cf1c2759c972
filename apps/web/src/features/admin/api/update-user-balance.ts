import { type ZBalanceUpdateRequestSchema, ZBalanceUpdateResponseSchema } from '@galope/contracts';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

import { useUserListChange } from './get-admin-users';

export type UpdateUserBalanceRequest = z.input<typeof ZBalanceUpdateRequestSchema>;
export type UpdateUserBalanceResult = z.infer<typeof ZBalanceUpdateResponseSchema>;

/** Adds to, subtracts from or sets a player's balance; the server writes the ledger row. */
export async function updateUserBalance({
  userId,
  ...body
}: UpdateUserBalanceRequest & { userId: number }): Promise<UpdateUserBalanceResult> {
  return ZBalanceUpdateResponseSchema.parse(await api.post<unknown>(`/api/admin/users/${userId}/balance`, body));
}

export const useUpdateUserBalance = () => useUserListChange(updateUserBalance);
