import type { TLimitsResponse } from '@galope/contracts';
import { queryOptions } from '@tanstack/react-query';

import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The player's limits and any pause, as the server sends them: the same cached answer as the panel's
 * (lib/api/get-user-limits.ts) without that module's schema, which the first download of every page would
 * otherwise carry. Read by the betting pages (app/while-paused.tsx) and by a `protection_update` frame.
 */
export const pauseQueryOptions = queryOptions({
  queryKey: queryKeys.userLimits,
  queryFn: () => api.get<TLimitsResponse>('/api/user/limits'),
});

/** The end of a time-out or self-exclusion still in force (the later one), else null. */
export function restrictedUntil(limits: TLimitsResponse | undefined, now = Date.now()): string | null {
  const ends = [limits?.timeOutUntil, limits?.selfExcludedUntil].filter(
    (until): until is string => typeof until === 'string' && Date.parse(until) > now,
  );
  return ends.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
}
