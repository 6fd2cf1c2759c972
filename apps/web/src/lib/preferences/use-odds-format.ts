import type { TOddsFormat } from '@galope/contracts';
import { useContext } from 'react';

import { AccountPreferencesContext } from './account-preferences';

/**
 * The format the signed-in player chose for odds (panel → settings); decimal for a guest, an account
 * awaiting approval, and while the settings load. Pair it with `formatOdds` from lib/format/format-odds.
 */
export function useOddsFormat(): TOddsFormat {
  return useContext(AccountPreferencesContext).oddsFormat;
}
