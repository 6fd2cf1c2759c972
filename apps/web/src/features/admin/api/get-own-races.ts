import { type TOwnRacesResponse, ZOwnRacesResponseSchema } from '@galope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export const ownRacesQueryKey = ['admin', 'own-races'] as const;

/** The races staff created (a local track no data service covers), newest scheduled first. */
export async function getOwnRaces(): Promise<TOwnRacesResponse> {
  return ZOwnRacesResponseSchema.parse(await api.get<unknown>('/api/admin/races'));
}

export const getOwnRacesQueryOptions = () =>
  queryOptions({ queryKey: ownRacesQueryKey, queryFn: getOwnRaces, staleTime: 0 });

export function useOwnRaces() {
  return useQuery(getOwnRacesQueryOptions());
}

/** A change to an own race (created, edited, a runner scratched): whatever the answer, the list is read again. */
export function useOwnRacesChange<TResult, TVariables>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ownRacesQueryKey }) });
}
