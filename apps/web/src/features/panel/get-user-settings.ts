import { type TUserSettings, ZUserSettingsSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const userSettingsQueryKey = ['/api/user/settings'] as const;

export async function getUserSettings(): Promise<TUserSettings> {
  return ZUserSettingsSchema.parse(await api.get<unknown>('/api/user/settings'));
}

export const getUserSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsQueryKey, queryFn: getUserSettings });

export function useUserSettings() {
  return useQuery(getUserSettingsQueryOptions());
}
