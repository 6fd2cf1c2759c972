import type { TOddsFormat } from '@galope/contracts';
import { useQuery } from '@tanstack/react-query';

import { useCurrentUser } from './get-current-user';
import { getUserSettingsQueryOptions } from './get-user-settings';

/**
 * The format the signed-in player chose for odds (panel → settings); decimal for a guest, an account
 * awaiting approval, and while the settings load. Pair it with `formatOdds` from lib/format-odds.
 */
export function useOddsFormat(): TOddsFormat {
  const { data: user } = useCurrentUser();
  const { data: format } = useQuery({
    ...getUserSettingsQueryOptions(),
    enabled: user?.status === 'approved',
    select: (settings) => settings.oddsFormat,
  });
  return user?.status === 'approved' && format ? format : 'decimal';
}
