import {
  type TCashOutSettingsRequest,
  type TCashOutSettingsResponse,
  ZCashOutSettingsResponseSchema,
} from '@galope/contracts';
import { api } from '@/lib/api/api-client';

import { cashOutSettingsQueryKey } from './get-cash-out-settings';
import { useSaveAndStore } from './use-save-and-store';

/** Saves the cash-out settings; every quote after it uses them. */
export async function updateCashOutSettings(body: TCashOutSettingsRequest): Promise<TCashOutSettingsResponse> {
  return ZCashOutSettingsResponseSchema.parse(await api.put<unknown>('/api/admin/cash-out/settings', body));
}

export const useUpdateCashOutSettings = () => useSaveAndStore(updateCashOutSettings, cashOutSettingsQueryKey);
