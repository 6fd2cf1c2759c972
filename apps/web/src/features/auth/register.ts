import { type TRegisterRequest, type TUserResponse, ZUserResponseSchema } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { api } from '@/lib/api/api-client';
import { displayName } from '@/lib/format/display-name';

import { useSignInMutation } from './sign-in-mutation';

export async function register(body: TRegisterRequest): Promise<TUserResponse> {
  return ZUserResponseSchema.parse(await api.post<unknown>('/api/register', body));
}

/** Creates the account (pending approval) and signs it in. */
export function useRegister() {
  const { t } = useTranslation();
  return useSignInMutation({
    mutationFn: register,
    success: (user) => ({
      title: t('auth.toast.registeredTitle'),
      description: t('auth.toast.registeredText', { name: displayName(user) }),
    }),
    failure: { title: t('auth.toast.registerErrorTitle'), text: t('auth.toast.registerErrorText') },
  });
}
