import { type TLoginRequest, type TUserResponse, ZUserResponseSchema } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { api } from '@/lib/api/api-client';
import { displayName } from '@/lib/format/display-name';

import { useSignInMutation } from './sign-in-mutation';

export async function login(body: TLoginRequest): Promise<TUserResponse> {
  return ZUserResponseSchema.parse(await api.post<unknown>('/api/login', body));
}

/** Signs in; the answer is the user, so the cache is filled without asking /api/user again. */
export function useLogin() {
  const { t, i18n } = useTranslation();
  return useSignInMutation({
    mutationFn: login,
    onSignedIn: (user) => {
      // The account's saved language follows the player to a new device.
      if (user.preferredLanguage !== i18n.language) void i18n.changeLanguage(user.preferredLanguage);
    },
    success: (user) => ({
      title: t('auth.toast.welcomeTitle'),
      description: t('auth.toast.welcomeText', { name: displayName(user) }),
    }),
    failure: { title: t('auth.toast.loginErrorTitle'), text: t('auth.toast.loginErrorText') },
  });
}
