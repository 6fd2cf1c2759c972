import { type TAdminUserResponse, type TCreateUserRequest, ZAdminUserResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminUsersQueryKey } from './get-admin-users';

export async function createAdminUser(body: TCreateUserRequest): Promise<TAdminUserResponse> {
  return ZAdminUserResponseSchema.parse(await api.post<unknown>('/api/admin/users', body));
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
