import { type TDataSourceId, type TTestApiResponse, ZTestApiResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { invalidateAfterSync } from './invalidate-after-sync';

/** Asks one source whether it answers; a source without credentials answers connected: false and why. */
export async function testApi(apiId: TDataSourceId): Promise<TTestApiResponse> {
  return ZTestApiResponseSchema.parse(await api.post<unknown>(`/api/admin/test-api/${encodeURIComponent(apiId)}`));
}

export function useTestApi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testApi,
    // The test sets the source's status and counts a call.
    onSettled: () => invalidateAfterSync(queryClient),
  });
}
