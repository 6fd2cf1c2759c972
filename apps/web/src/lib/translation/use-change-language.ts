import type { TLanguage } from '@galope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { currentUserQueryKey, useCurrentUser } from '../api/get-current-user';
import { updatePreferences } from '../api/update-preferences';

/**
 * Switches the UI language (kept in localStorage by lib/translation/i18n) and, for a signed-in player, saves it
 * as the account's preference. Spec §7: a failure to save is only logged.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();

  return useCallback(
    async (language: TLanguage) => {
      await i18n.changeLanguage(language);
      if (!user || user.preferredLanguage === language) return;
      try {
        queryClient.setQueryData(currentUserQueryKey, await updatePreferences({ preferredLanguage: language }));
      } catch (error) {
        console.warn('Could not save the language preference', error);
      }
    },
    [i18n, user, queryClient],
  );
}
