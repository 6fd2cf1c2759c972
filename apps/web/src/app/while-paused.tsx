import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

import { useCurrentUser } from '@/lib/api/get-current-user';
import { pauseQueryOptions, restrictedUntil } from '@/lib/api/get-pause';
import { useAfterFirstScreen } from '@/lib/startup/after-load-and-idle';
import { withAllTranslations } from '@/lib/translation/i18n';

// Only a paused player ever sees it: it loads then, not with every page.
const PausedPage = lazy(withAllTranslations(() => import('./paused-page').then((m) => ({ default: m.PausedPage }))));

/**
 * docs/rules/player-protection.md: during a time-out or a self-exclusion the betting pages give way to what the player may
 * still do: the wallet, the history and a withdrawal of the balance. The pause is asked for once the
 * first screen is drawn; until it is known the page shows as usual (the server refuses a bet anyway).
 * A pause started in another tab is read at once, first screen or not (lib/live/apply-live-message.ts).
 */
export function WhilePaused({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  // Asked for once the first screen is drawn: a request made in the first render was the end of a
  // phone's wait for the largest paint (decision 021).
  const firstScreenShown = useAfterFirstScreen();
  const { data: limits } = useQuery({
    ...pauseQueryOptions,
    enabled: user?.role === 'user' && user.status === 'approved' && firstScreenShown,
  });
  const until = restrictedUntil(limits);
  if (!until) return children;
  return (
    <Suspense fallback={null}>
      <PausedPage until={until} excluded={limits?.selfExcludedUntil === until} />
    </Suspense>
  );
}
