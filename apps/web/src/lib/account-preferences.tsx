import type { TOddsFormat } from '@galope/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useMemo } from 'react';

import { DEFAULT_TIME_ZONE } from './format-date';
import { useCurrentUser } from './get-current-user';
import { getUserSettingsQueryOptions } from './get-user-settings';

export interface AccountPreferences {
  /** The odds format the approved player chose (panel → settings); decimal otherwise. */
  oddsFormat: TOddsFormat;
  /** The zone times are shown in: the approved player's setting, else America/Mexico_City. */
  timeZone: string;
}

export const AccountPreferencesContext = createContext<AccountPreferences>({
  oddsFormat: 'decimal',
  timeZone: DEFAULT_TIME_ZONE,
});

const checkedZones = new Map<string, boolean>();

/**
 * Asked once per zone (building a formatter is the costly part: about 100 ms on a throttled phone for
 * the first one, so the default zone, which is valid, is not checked).
 */
function isTimeZone(zone: string): boolean {
  if (zone === DEFAULT_TIME_ZONE) return true;
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

/**
 * Reads the player and their settings once for the whole page: every price and every time on a board
 * of race cards used to open two TanStack Query observers of its own (issue 11, a phone's main thread;
 * docs/decisions/022-one-observer-per-page.md).
 */
export function AccountPreferencesProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const approved = user?.status === 'approved';
  const { data: settings } = useQuery({ ...getUserSettingsQueryOptions(), enabled: approved });
  // Settings cached from an earlier session count only for an approved player, as both hooks did before.
  const mine = approved ? settings : undefined;
  const oddsFormat = mine?.oddsFormat ?? 'decimal';
  const zone = mine?.timezone;
  const timeZone = zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const value = useMemo(() => ({ oddsFormat, timeZone }), [oddsFormat, timeZone]);
  return <AccountPreferencesContext.Provider value={value}>{children}</AccountPreferencesContext.Provider>;
}
