import { type TCancelResponse, ZCancelResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

import { usePendingResultChange } from './get-results-pending';

/** Calls off a race or an event waiting for its result: every pending bet on it is refunded. */
export async function cancelPendingResult({
  kind,
  id,
}: {
  kind: 'race' | 'event';
  id: number;
}): Promise<TCancelResponse> {
  const url = kind === 'race' ? `/api/admin/races/${id}/cancel` : `/api/admin/sports/events/${id}/cancel`;
  return ZCancelResponseSchema.parse(await api.post<unknown>(url, {}));
}

export const useCancelPendingResult = () => usePendingResultChange(cancelPendingResult);
