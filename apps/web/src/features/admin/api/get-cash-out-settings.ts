import { type TCashOutSettingsResponse, ZCashOutSettingsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export const cashOutSettingsQueryKey = ['admin', 'cash-out', 'settings'] as const;

/** Whether cash out is offered and the margin the house keeps (super admin). */
export async function getCashOutSettings(): Promise<TCashOutSettingsResponse> {
  return ZCashOutSettingsResponseSchema.parse(await api.get<unknown>('/api/admin/cash-out/settings'));
}

export const getCashOutSettingsQueryOptions = () =>
  queryOptions({ queryKey: cashOutSettingsQueryKey, queryFn: getCashOutSettings });

export function useCashOutSettings() {
  return useQuery(getCashOutSettingsQueryOptions());
}
