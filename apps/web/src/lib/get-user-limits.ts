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

/** The end of a time-out or self-exclusion still in force (the later one), else null. */
export function restrictedUntil(limits: TLimitsResponse | undefined, now = Date.now()): string | null {
  const ends = [limits?.timeOutUntil, limits?.selfExcludedUntil].filter(
    (until): until is string => typeof until === 'string' && Date.parse(until) > now,
  );
  return ends.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
}
