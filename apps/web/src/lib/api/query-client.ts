import { MutationCache, QueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { isUnauthorized } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Login and registration answer 401 for a wrong password: that is not a lost session. */
      skipUnauthorizedRedirect?: boolean;
    };
  }
}

const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec §8: a 401 on an action means the session ended; say so and go to the login, which comes back here. */
export function handleUnauthorizedAction() {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  const here = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => {
    window.location.href = `/api/login?next=${encodeURIComponent(here)}`;
  }, LOGIN_REDIRECT_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Spec §7: loads never go stale, are not retried and do not refetch on focus.
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.skipUnauthorizedRedirect) return;
        if (isUnauthorized(error)) handleUnauthorizedAction();
      },
    }),
  });
}
