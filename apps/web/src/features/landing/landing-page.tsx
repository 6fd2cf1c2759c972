import { BarChart3, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';

import { CategoryGrid } from './category-grid';
import { FeaturedGames } from './featured-games';
import { HomeSlider } from './home-slider';
import { LiveRacesBanner } from './live-races-banner';

/**
 * `/`: reachable by everyone. The racing/sports board and the latest results are passed in by the
 * app (features do not import each other); they sit in the `#live` and `#results` sections the
 * header links to.
 */
export function LandingPage({ board, results }: { board: ReactNode; results?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-8 px-4 py-6 md:py-8">
      <HomeSlider />
      <FeaturedGames />
      <LiveRacesBanner />
      <CategoryGrid />
      <section id="live" aria-labelledby="live-heading" className="grid grid-cols-1 gap-4">
        <h2 id="live-heading" className="text-lg font-extrabold tracking-tight md:text-xl">
          {t('landing.sections.live')}
        </h2>
        {board}
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <section id="results" aria-labelledby="results-heading" className="grid content-start gap-4">
          <h2 id="results-heading" className="text-lg font-extrabold tracking-tight md:text-xl">
            {t('landing.sections.results')}
          </h2>
          {results ?? (
            <EmptyState
              icon={<Trophy />}
              title={t('board.empty.racesFinished')}
              description={t('landing.sections.resultsHint')}
            />
          )}
        </section>
        <section id="statistics" aria-labelledby="statistics-heading" className="grid content-start gap-4">
          <h2 id="statistics-heading" className="text-lg font-extrabold tracking-tight md:text-xl">
            {t('landing.sections.statistics')}
          </h2>
          <EmptyState
            icon={<BarChart3 />}
            title={t('landing.sections.statisticsEmpty')}
            description={t('landing.sections.statisticsHint')}
          />
        </section>
      </div>
    </div>
  );
}
