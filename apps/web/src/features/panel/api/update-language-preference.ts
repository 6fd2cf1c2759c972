import type { TLanguage } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { updatePreferences } from '@/lib/api/update-preferences';

/** The settings tab's language choice: saved on the account, then applied to the UI. */
export function useUpdateLanguagePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: TLanguage) => updatePreferences({ preferredLanguage: language }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
