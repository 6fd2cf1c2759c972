import { type TLimitName, type TLimitsResponse, ZLimitsResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { userLimitsQueryKey } from '@/lib/get-user-limits';

/** The wire format of `PUT /api/user/limits`: decimal strings (the contract's type is the parsed cents). */
export type TLimitsChange = Partial<Record<TLimitName, string | null>>;

export async function updateUserLimits(body: TLimitsChange): Promise<TLimitsResponse> {
  return ZLimitsResponseSchema.parse(await api.put<unknown>('/api/user/limits', body));
}

export function useUpdateUserLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserLimits,
    onSuccess: (limits) => queryClient.setQueryData(userLimitsQueryKey, limits),
  });
}
