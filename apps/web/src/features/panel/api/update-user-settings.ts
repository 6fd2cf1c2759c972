import { type TUpdateUserSettingsRequest, type TUserSettings, ZUserSettingsSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export async function updateUserSettings(body: TUpdateUserSettingsRequest): Promise<TUserSettings> {
  return ZUserSettingsSchema.parse(await api.patch<unknown>('/api/user/settings', body));
}

/** Optimistic: the checkbox moves at once and moves back if the server refuses. */
export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.userSettings });
      const previous = queryClient.getQueryData<TUserSettings>(queryKeys.userSettings);
      if (previous)
        queryClient.setQueryData<TUserSettings>(queryKeys.userSettings, {
          ...previous,
          ...patch,
          notificationKinds: { ...previous.notificationKinds, ...patch.notificationKinds },
        });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.userSettings, context.previous);
    },
    onSuccess: (settings, patch) => {
      queryClient.setQueryData(queryKeys.userSettings, settings);
      // The bell lists and counts only the kinds shown.
      if (patch.notificationKinds) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}
