import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { RestrictionBanner } from '@/components/restriction-banner';
import { getLiveRacesQueryOptions, getUpcomingRacesQueryOptions } from '@/features/races';

import { Board, type BoardSubTab, type BoardTab } from './board';

/**
 * /home (and /sports): the board on its own page. `pauseBanner`: a page a
 * paused player still reaches (the results) says above the board that the account is paused, where
 * the slip (which says so too) is not beside it.
 */
export function BoardPage({
  tab,
  subTab,
  pauseBanner = false,
}: {
  tab?: BoardTab;
  subTab?: BoardSubTab;
  pauseBanner?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <h1 className="sr-only">{t('board.pageTitle')}</h1>
      {/* Where the slip stands beside the board, its own banner says it already. */}
      {pauseBanner ? <RestrictionBanner className="mb-4 lg:hidden" /> : null}
      <Board initialTab={tab} initialSubTab={subTab} />
    </div>
  );
}

/**
 * What /home's first screen shows, asked for before its first render (app/first-screen.ts): the live
 * races, whose answer the HTML asked for already, so the first paint has their cards, not placeholders
 * that a second render replaces. With none running the board opens on the upcoming races, which the
 * HTML does not ask for (230 KB of JSON that would share a phone's connection with the live cards):
 * asked for once the live races are known to be none, and waited for too. The first card's title is
 * often the page's largest paint; drawn by a second render after their answer, it came 0.25 s later
 * (LCP 2.47–2.64 s against 2.24–2.34 s, decision 021).
 */
export async function prefetchRaceBoard(queryClient: QueryClient): Promise<void> {
  const live = getLiveRacesQueryOptions();
  await queryClient.prefetchQuery(live);
  if (queryClient.getQueryData(live.queryKey)?.length === 0) {
    await queryClient.prefetchQuery(getUpcomingRacesQueryOptions());
  }
}
