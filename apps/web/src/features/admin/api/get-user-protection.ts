import { type TLimitsResponse, ZLimitsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

/** docs/rules/player-protection.md: a player's limits, time-out and self-exclusion as staff see them (read only). */
export async function getUserProtection(userId: number): Promise<TLimitsResponse> {
  return ZLimitsResponseSchema.parse(await api.get<unknown>(`/api/admin/users/${userId}/protection`));
}

export const getUserProtectionQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['admin', 'users', userId, 'protection'] as const,
    queryFn: () => getUserProtection(userId),
  });

export function useUserProtection(userId: number) {
  return useQuery(getUserProtectionQueryOptions(userId));
}
