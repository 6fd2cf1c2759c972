import { ZSiteSettingResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { whatsappNumberQueryKey } from './get-whatsapp-number';

/** Saves the contact number shown by the floating WhatsApp button. */
export async function updateWhatsappNumber(number: string): Promise<string | null> {
  const setting = ZSiteSettingResponseSchema.parse(
    await api.post<unknown>('/api/admin/settings', {
      settingKey: 'whatsapp_number',
      settingValue: number.trim(),
      settingType: 'text',
      description: 'Número de WhatsApp de contacto',
      isActive: true,
    }),
  );
  return setting.settingValue;
}

export function useUpdateWhatsappNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsappNumber,
    onSuccess: (value) => queryClient.setQueryData(whatsappNumberQueryKey, value),
  });
}
