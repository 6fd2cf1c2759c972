import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { getLiveRacesQueryOptions } from '@/features/races';

import { Board, type BoardSubTab, type BoardTab } from './board';

/** /home (and /sports, /results, /betting for now): the board on its own page. */
export function BoardPage({ tab, subTab }: { tab?: BoardTab; subTab?: BoardSubTab }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <h1 className="sr-only">{t('board.pageTitle')}</h1>
      <Board initialTab={tab} initialSubTab={subTab} />
    </div>
  );
}

/**
 * What /home's first screen shows, asked for before its first render (app/first-screen.ts): the live
 * races, whose answer the HTML asked for already, so the first paint has their cards, not placeholders
 * that a second render replaces. With none running the board opens on the upcoming races, asked for
 * once that first screen is painted (features/board/board.tsx).
 */
export async function prefetchRaceBoard(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(getLiveRacesQueryOptions());
}
