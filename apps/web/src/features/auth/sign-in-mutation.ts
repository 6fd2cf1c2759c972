import type { TUserResponse } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api/api-client';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { useTranslateMessage } from '@/lib/translation/use-translate-message';

/**
 * A call whose answer is the signed-in user (logging in, registering): the cache is filled without
 * asking /api/user again, every other query is read again as that user, and a toast greets them or
 * says why not. A 401 here is a wrong password, not a lost session: no redirect.
 */
export function useSignInMutation<TBody>({
  mutationFn,
  onSignedIn,
  success,
  failure,
}: {
  mutationFn: (body: TBody) => Promise<TUserResponse>;
  /** Runs once the user is in the cache, before the other queries are read again. */
  onSignedIn?: (user: TUserResponse) => void;
  success: (user: TUserResponse) => { title: string; description: string };
  failure: { title: string; text: string };
}) {
  const queryClient = useQueryClient();
  const translate = useTranslateMessage();
  return useMutation({
    mutationFn,
    meta: { skipUnauthorizedRedirect: true },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      onSignedIn?.(user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      toast({ ...success(user), variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: failure.title,
        description: translate(errorMessage(error, failure.text)),
        variant: 'destructive',
      });
    },
  });
}
