import { type TUpdateProfileRequest, type TUserResponse, ZUserResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { currentUserQueryKey } from '@/lib/api/get-current-user';

export async function updateProfile(body: TUpdateProfileRequest): Promise<TUserResponse> {
  return ZUserResponseSchema.parse(await api.patch<unknown>('/api/user/profile', body));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
