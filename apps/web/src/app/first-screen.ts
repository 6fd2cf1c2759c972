import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';

import { currentUserQueryOptions, maybeSignedIn } from '@/lib/api/get-current-user';
import { warmDateFormats } from '@/lib/format/format-date';

import { appRoutes, type PageRouteHandle } from './router';

/**
 * The longest the first render waits for the session and the page's code: past it the page draws
 * its spinner as before and its parts arrive as they come (a stalled request never leaves it blank).
 */
const FIRST_SCREEN_WAIT_MS = 2000;

/**
 * What the first render needs to draw the page rather than a spinner: who the player is and, for a
 * signed-in player, the page's own code and, where the route says so, what its first screen shows
 * (the board's live races), or for a guest on a player's page the sign-in prompt's code: all asked
 * for from the HTML, so on their way already.
 * Drawn before them, the first paint was the header over a spinner and the page came one render per
 * answer later; its heading, a phone's largest paint, came 0.4 s after the first (decision 021).
 */
export async function prepareFirstScreen(queryClient: QueryClient, pathname: string, language: string): Promise<void> {
  const handle = matchRoutes(appRoutes, pathname)?.at(-1)?.route.handle as PageRouteHandle | undefined;
  const page = maybeSignedIn() ? (handle?.prefetch?.(queryClient) ?? handle?.preload?.()) : handle?.guest?.();
  const ready = Promise.all([
    // Never throws: a failed session request is the page's own error state (SessionLoadError).
    queryClient.prefetchQuery(currentUserQueryOptions()),
    page,
  ]);
  // A player's page shows times: the main thread is free while the answers above travel.
  if (page && maybeSignedIn()) warmDateFormats(language);
  let timer: number | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
  });
  // A page whose code failed to load is the router's error page, not a reason to draw nothing.
  await Promise.race([ready.catch(() => undefined), timeout]);
  window.clearTimeout(timer);
}
