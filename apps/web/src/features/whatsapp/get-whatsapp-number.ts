import { ZSiteSettingResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api/api-client';

export const whatsappNumberQueryKey = ['settings', 'whatsapp_number'] as const;

/** Spec §7: the setting is cached 5 minutes. */
const WHATSAPP_STALE_TIME_MS = 5 * 60_000;

/** The contact number, or null when none is configured (the server answers 404 then). */
export async function getWhatsappNumber(): Promise<string | null> {
  try {
    const setting = ZSiteSettingResponseSchema.parse(await api.get<unknown>('/api/settings/whatsapp_number'));
    return setting.settingValue?.trim() || null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const getWhatsappNumberQueryOptions = () =>
  queryOptions({ queryKey: whatsappNumberQueryKey, queryFn: getWhatsappNumber, staleTime: WHATSAPP_STALE_TIME_MS });

export function useWhatsappNumber() {
  return useQuery(getWhatsappNumberQueryOptions());
}
