import { type TRegisterRequest, type TUserResponse, ZUserResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api-client';
import { displayName } from '@/lib/display-name';
import { currentUserQueryKey } from '@/lib/get-current-user';
import { useTranslateMessage } from '@/lib/use-translate-message';

export async function register(body: TRegisterRequest): Promise<TUserResponse> {
  return ZUserResponseSchema.parse(await api.post<unknown>('/api/register', body));
}

/** Creates the account (pending approval) and signs it in. */
export function useRegister() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const translate = useTranslateMessage();
  return useMutation({
    mutationFn: register,
    meta: { skipUnauthorizedRedirect: true },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      toast({
        title: t('auth.toast.registeredTitle'),
        description: t('auth.toast.registeredText', { name: displayName(user) }),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t('auth.toast.registerErrorTitle'),
        description: translate(errorMessage(error, t('auth.toast.registerErrorText'))),
        variant: 'destructive',
      });
    },
  });
}
