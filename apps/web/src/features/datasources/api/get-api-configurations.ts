import { type TApiConfigurationResponse, ZApiConfigurationListResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export const apiConfigurationsQueryKey = ['admin', 'api-configurations'] as const;

/** The four data sources' saved settings (super admins only). */
export async function getApiConfigurations(): Promise<TApiConfigurationResponse[]> {
  return ZApiConfigurationListResponseSchema.parse(await api.get<unknown>('/api/admin/api-configurations'));
}

export const getApiConfigurationsQueryOptions = () =>
  queryOptions({
    queryKey: apiConfigurationsQueryKey,
    queryFn: getApiConfigurations,
    // A sync or the jobs change the status and last sync time behind the page: reload after 30 s.
    staleTime: 30_000,
  });

export function useApiConfigurations() {
  return useQuery(getApiConfigurationsQueryOptions());
}
