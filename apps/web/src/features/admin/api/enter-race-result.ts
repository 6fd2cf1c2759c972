import {
  type TEnterRaceResultRequest,
  type TResultSettledResponse,
  ZResultSettledResponseSchema,
} from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { usePendingResultChange } from './get-results-pending';

/** Staff enter the finishing positions of a race waiting for its result; its bets settle. */
export async function enterRaceResult({
  raceId,
  ...body
}: TEnterRaceResultRequest & { raceId: number }): Promise<TResultSettledResponse> {
  return ZResultSettledResponseSchema.parse(await api.post<unknown>(`/api/admin/races/${raceId}/result`, body));
}

export const useEnterRaceResult = () => usePendingResultChange(enterRaceResult);
