import { ZUserSettingsSchema } from '@galope/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { DEFAULT_TIME_ZONE } from './format-date';
import { useCurrentUser } from './get-current-user';

/** The same entry the panel's settings screen loads and updates. */
const userSettingsQueryKey = ['/api/user/settings'] as const;

const checkedZones = new Map<string, boolean>();

/** Asked by every date on screen: answered once per zone (building a formatter is the costly part). */
function isTimeZone(zone: string): boolean {
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    checkedZones.set(zone, valid);
  }
  return valid;
}

/** The zone times are shown in: the approved player's setting, else America/Mexico_City. */
export function useTimeZone(): string {
  const { data: user } = useCurrentUser();
  const { data: zone } = useQuery({
    queryKey: userSettingsQueryKey,
    queryFn: async () => ZUserSettingsSchema.parse(await api.get<unknown>('/api/user/settings')),
    enabled: user?.status === 'approved',
    select: (settings) => settings.timezone,
  });
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
