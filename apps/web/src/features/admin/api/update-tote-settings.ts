import { type TToteSettingsForm, ZToteSettingsFormSchema } from '@galope/contracts';
import { api } from '@/lib/api/api-client';

import { toteSettingsQueryKey } from './get-tote-settings';
import { useSaveAndStore } from './use-save-and-store';

/** Saves the tote settings; pools that already took a ticket keep theirs. */
export async function updateToteSettings(body: TToteSettingsForm): Promise<TToteSettingsForm> {
  return ZToteSettingsFormSchema.parse(await api.put<unknown>('/api/admin/tote/settings', body));
}

export const useUpdateToteSettings = () => useSaveAndStore(updateToteSettings, toteSettingsQueryKey);
