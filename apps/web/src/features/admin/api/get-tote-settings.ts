import { type TToteSettingsForm, ZToteSettingsFormSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export const toteSettingsQueryKey = ['admin', 'tote', 'settings'] as const;

/** The tote settings new pools take (super admin). */
export async function getToteSettings(): Promise<TToteSettingsForm> {
  return ZToteSettingsFormSchema.parse(await api.get<unknown>('/api/admin/tote/settings'));
}

export const getToteSettingsQueryOptions = () =>
  queryOptions({ queryKey: toteSettingsQueryKey, queryFn: getToteSettings });

export function useToteSettings() {
  return useQuery(getToteSettingsQueryOptions());
}
