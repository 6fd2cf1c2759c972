import {
  type TEnterSportResultRequest,
  type TResultSettledResponse,
  ZResultSettledResponseSchema,
} from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { resultsPendingQueryKey } from './get-results-pending';

/** Staff enter the final score of an event waiting for its result; its bets settle. */
export async function enterSportResult({
  eventId,
  ...body
}: TEnterSportResultRequest & { eventId: number }): Promise<TResultSettledResponse> {
  return ZResultSettledResponseSchema.parse(
    await api.post<unknown>(`/api/admin/sports/events/${eventId}/result`, body),
  );
}

export function useEnterSportResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterSportResult,
    onSettled: () => queryClient.invalidateQueries({ queryKey: resultsPendingQueryKey }),
  });
}
