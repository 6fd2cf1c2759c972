import { type TLimitsResponse, ZLimitsResponseSchema, type ZUpdateLimitsRequestSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';
import { userLimitsQueryKey } from '@/lib/api/get-user-limits';

/** What is sent: decimal strings, or null for none (the contract's output type is the parsed cents). */
export type TLimitsChange = z.input<typeof ZUpdateLimitsRequestSchema>;

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
