import { useTranslation } from 'react-i18next';

import { CATEGORIES, type CategoryId } from '@/lib/navigation/categories';
import { useGuardedNavigate } from '@/lib/navigation/use-guarded-navigate';

/** The nine landing cards, in the spec's order. */
const CARDS: CategoryId[] = [
  'lotteries',
  'casinoLive',
  'sports',
  'horseRacing',
  'bingoLive',
  'slots',
  'miniGames',
  'virtualBingo',
  'poker',
];

export function CategoryGrid() {
  const { t } = useTranslation();
  const goTo = useGuardedNavigate();
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="mb-3 text-lg font-extrabold tracking-tight md:text-xl">
        {t('landing.categories.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 xl:grid-cols-9">
        {CARDS.map((id) => {
          const { path, icon: Icon } = CATEGORIES[id];
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => goTo(path)}
                data-href={path}
                className="group flex h-full w-full flex-col items-center gap-2 rounded-2xl border border-border bg-card px-2 py-4 text-center shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-brand transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-[11px] leading-tight font-extrabold tracking-wide sm:text-xs">
                  {t(`landing.categories.${id}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
