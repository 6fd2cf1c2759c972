import { type TChangePasswordRequest, ZMessageResponseSchema } from '@galope/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export async function changePassword(body: TChangePasswordRequest): Promise<{ message: string }> {
  return ZMessageResponseSchema.parse(await api.patch<unknown>('/api/user/password', body));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
