import {
  type TEnterRaceResultRequest,
  type TResultSettledResponse,
  ZResultSettledResponseSchema,
} from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ownRacesQueryKey } from './get-own-races';
import { resultsPendingQueryKey } from './get-results-pending';

/** Staff enter the finishing positions of a race waiting for its result; its bets settle. */
export async function enterRaceResult({
  raceId,
  ...body
}: TEnterRaceResultRequest & { raceId: number }): Promise<TResultSettledResponse> {
  return ZResultSettledResponseSchema.parse(await api.post<unknown>(`/api/admin/races/${raceId}/result`, body));
}

export function useEnterRaceResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterRaceResult,
    // A 409 (someone else settled it first) also leaves the list stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultsPendingQueryKey }),
        queryClient.invalidateQueries({ queryKey: ownRacesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'tote', 'race'] }),
      ]),
  });
}
