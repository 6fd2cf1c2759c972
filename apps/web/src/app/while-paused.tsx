import type { TLimitsResponse } from '@galope/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

import { useAfterFirstScreen } from '@/lib/after-load-and-idle';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/get-current-user';
import { withAllTranslations } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

// Only a paused player ever sees it: it loads then, not with every page.
const PausedPage = lazy(withAllTranslations(() => import('./paused-page').then((m) => ({ default: m.PausedPage }))));

/**
 * docs/rules/player-protection.md: during a time-out or a self-exclusion the betting pages give way to what the player may
 * still do: the wallet, the history and a withdrawal of the balance. The pause is asked for once the
 * first screen is drawn; until it is known the page shows as usual (the server refuses a bet anyway).
 * It reads the same cached answer as the panel's limits (lib/get-user-limits.ts) without that module's
 * schema, which the first download of every page would otherwise carry.
 */
export function WhilePaused({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  // Asked for once the first screen is drawn: a request made in the first render was the end of a
  // phone's wait for the largest paint (decision 021).
  const firstScreenShown = useAfterFirstScreen();
  const { data: limits } = useQuery({
    queryKey: queryKeys.userLimits,
    queryFn: () => api.get<TLimitsResponse>('/api/user/limits'),
    enabled: user?.role === 'user' && user.status === 'approved' && firstScreenShown,
  });
  const now = Date.now();
  const until = [limits?.timeOutUntil, limits?.selfExcludedUntil]
    .filter((end): end is string => typeof end === 'string' && Date.parse(end) > now)
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  if (!until) return children;
  return (
    <Suspense fallback={null}>
      <PausedPage until={until} excluded={limits?.selfExcludedUntil === until} />
    </Suspense>
  );
}
