import { type TResultsPendingResponse, ZResultsPendingResponseSchema } from '@galope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { ownRacesQueryKey } from './get-own-races';

export const resultsPendingQueryKey = ['admin', 'results-pending'] as const;

/** Races and events past their expected end with no result, waiting for staff (oldest first). */
export async function getResultsPending(): Promise<TResultsPendingResponse> {
  return ZResultsPendingResponseSchema.parse(await api.get<unknown>('/api/admin/results-pending'));
}

export const getResultsPendingQueryOptions = () =>
  queryOptions({ queryKey: resultsPendingQueryKey, queryFn: getResultsPending, staleTime: 0 });

export function useResultsPending() {
  return useQuery(getResultsPendingQueryOptions());
}

/**
 * A result entered or a race called off: whatever the answer (a 409, someone else settled it first, also
 * leaves them stale) the pending list, the own races and the tote accounting are read again.
 */
export function usePendingResultChange<TResult, TVariables>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultsPendingQueryKey }),
        queryClient.invalidateQueries({ queryKey: ownRacesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'tote', 'race'] }),
      ]),
  });
}
