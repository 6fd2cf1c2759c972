import { type TLimitsResponse, ZLimitsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { queryKeys } from './query-keys';

/** docs/rules/player-protection.md: the player's limits, what they have used, and any time-out or self-exclusion. */
export const userLimitsQueryKey = queryKeys.userLimits;

export async function getUserLimits(): Promise<TLimitsResponse> {
  return ZLimitsResponseSchema.parse(await api.get<unknown>('/api/user/limits'));
}

export const getUserLimitsQueryOptions = () => queryOptions({ queryKey: userLimitsQueryKey, queryFn: getUserLimits });

/** `enabled: false` for a guest or an account awaiting approval. */
export function useUserLimits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserLimitsQueryOptions(), enabled });
}

export { restrictedUntil } from './get-pause';
