import { type TAdminUserResponse, type TCreateUserRequest, ZAdminUserResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { useUserListChange } from './get-admin-users';

export async function createAdminUser(body: TCreateUserRequest): Promise<TAdminUserResponse> {
  return ZAdminUserResponseSchema.parse(await api.post<unknown>('/api/admin/users', body));
}

export const useCreateAdminUser = () => useUserListChange(createAdminUser);
