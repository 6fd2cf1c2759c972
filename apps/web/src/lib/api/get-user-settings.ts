import { type TUserSettings, ZUserSettingsSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { queryKeys } from './query-keys';

export async function getUserSettings(): Promise<TUserSettings> {
  return ZUserSettingsSchema.parse(await api.get<unknown>('/api/user/settings'));
}

export const getUserSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.userSettings, queryFn: getUserSettings });

/** `enabled: false` for a guest or an account awaiting approval (the server answers 401 or 403). */
export function useUserSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserSettingsQueryOptions(), enabled });
}
