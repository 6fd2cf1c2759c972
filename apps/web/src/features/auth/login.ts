import { type TLoginRequest, type TUserResponse, ZUserResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { displayName } from '@/lib/display-name';
import { currentUserQueryKey } from '@/lib/get-current-user';
import { useTranslateMessage } from '@/lib/use-translate-message';

export async function login(body: TLoginRequest): Promise<TUserResponse> {
  return ZUserResponseSchema.parse(await api.post<unknown>('/api/login', body));
}

/** Signs in; the answer is the user, so the cache is filled without asking /api/user again. */
export function useLogin() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const translate = useTranslateMessage();
  return useMutation({
    mutationFn: login,
    meta: { skipUnauthorizedRedirect: true },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      // The account's saved language follows the player to a new device.
      if (user.preferredLanguage !== i18n.language) void i18n.changeLanguage(user.preferredLanguage);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      toast({
        title: t('auth.toast.welcomeTitle'),
        description: t('auth.toast.welcomeText', { name: displayName(user) }),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t('auth.toast.loginErrorTitle'),
        description: translate(errorMessage(error, t('auth.toast.loginErrorText'))),
        variant: 'destructive',
      });
    },
  });
}
