import {
  type TApiConfigurationResponse,
  type TDataSourceId,
  type TUpdateApiConfigurationRequest,
  ZApiConfigurationResponseSchema,
} from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { apiConfigurationsQueryKey } from './get-api-configurations';
import { apiStatsQueryKey } from './get-api-stats';

export type UpdateApiConfigurationVariables = { apiId: TDataSourceId; changes: TUpdateApiConfigurationRequest };

/** Saves one source's changed fields: the panel card sends one at a time, the list page `active` and `priority`. */
export async function updateApiConfiguration({
  apiId,
  changes,
}: UpdateApiConfigurationVariables): Promise<TApiConfigurationResponse> {
  return ZApiConfigurationResponseSchema.parse(
    await api.patch<unknown>(`/api/admin/api-configurations/${encodeURIComponent(apiId)}`, changes),
  );
}

export function useUpdateApiConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiConfiguration,
    onSuccess: (updated) => {
      queryClient.setQueryData<TApiConfigurationResponse[]>(apiConfigurationsQueryKey, (list) =>
        list?.map((item) => (item.apiId === updated.apiId ? updated : item)),
      );
      // The statistics show each source's daily limit and whether it is on.
      void queryClient.invalidateQueries({ queryKey: apiStatsQueryKey });
    },
  });
}
