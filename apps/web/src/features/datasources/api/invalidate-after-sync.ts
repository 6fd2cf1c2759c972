import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api/query-keys';

import { apiConfigurationsQueryKey } from './get-api-configurations';
import { apiStatsQueryKey } from './get-api-stats';

/**
 * After a sync or a test: the sources' status and last sync, the call counts and, when races or
 * fixtures may have been written, the board's lists.
 */
export function invalidateAfterSync(queryClient: QueryClient, options: { boards?: boolean } = {}) {
  const keys: readonly (readonly unknown[])[] = [
    apiConfigurationsQueryKey,
    apiStatsQueryKey,
    ...(options.boards
      ? [queryKeys.upcomingRaces, queryKeys.liveRaces, queryKeys.finishedRaces, queryKeys.sportEvents]
      : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A call that may write races or fixtures: afterwards, success or not, the board's lists are refreshed too. */
export function useBoardSync<TResult, TVariables = void>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateAfterSync(queryClient, { boards: true }) });
}
