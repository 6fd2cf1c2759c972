import { useContext } from 'react';

import { AccountPreferencesContext } from './account-preferences';

/** The zone times are shown in: the approved player's setting, else America/Mexico_City. */
export function useTimeZone(): string {
  return useContext(AccountPreferencesContext).timeZone;
}
