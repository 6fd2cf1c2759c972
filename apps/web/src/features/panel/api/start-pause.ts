import { type SELF_EXCLUSION_PERIODS, type TIME_OUT_PERIODS, ZProtectionUntilResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { userLimitsQueryKey } from '@/lib/api/get-user-limits';

/** A time-out (`24h`, `7d`, `30d`) or a self-exclusion (`6m`, `1y`, `5y`): both start at once. */
export type TPause =
  | { kind: 'timeOut'; period: (typeof TIME_OUT_PERIODS)[number] }
  | { kind: 'selfExclusion'; period: (typeof SELF_EXCLUSION_PERIODS)[number] };

export async function startPause(pause: TPause): Promise<{ until: string }> {
  const path = pause.kind === 'timeOut' ? '/api/user/time-out' : '/api/user/self-exclusion';
  return ZProtectionUntilResponseSchema.parse(await api.post<unknown>(path, { period: pause.period }));
}

export function useStartPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPause,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userLimitsQueryKey }),
  });
}
