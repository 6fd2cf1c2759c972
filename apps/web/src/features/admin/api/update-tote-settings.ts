import { type TToteSettingsForm, ZToteSettingsFormSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { toteSettingsQueryKey } from './get-tote-settings';

/** Saves the tote settings; pools that already took a ticket keep theirs. */
export async function updateToteSettings(body: TToteSettingsForm): Promise<TToteSettingsForm> {
  return ZToteSettingsFormSchema.parse(await api.put<unknown>('/api/admin/tote/settings', body));
}

export function useUpdateToteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateToteSettings,
    onSuccess: (saved) => queryClient.setQueryData(toteSettingsQueryKey, saved),
  });
}
