import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useGuardedNavigate } from '@/lib/navigation/use-guarded-navigate';

/** Fifteen fixed featured titles (spec §2); each opens the casino. */
const GAMES = [
  { name: 'Aviator', colors: 'from-rose-600 to-red-900' },
  { name: 'Gates of Olympus', colors: 'from-amber-500 to-purple-800' },
  { name: 'Sweet Bonanza', colors: 'from-pink-400 to-fuchsia-700' },
  { name: 'Big Bass Bonanza', colors: 'from-sky-500 to-blue-900' },
  { name: 'Book of Dead', colors: 'from-yellow-600 to-stone-900' },
  { name: 'Starburst', colors: 'from-violet-500 to-indigo-900' },
  { name: 'Crazy Time', colors: 'from-orange-500 to-pink-700' },
  { name: 'Lightning Roulette', colors: 'from-yellow-400 to-zinc-900' },
  { name: 'Mega Moolah', colors: 'from-lime-500 to-emerald-900' },
  { name: 'Plinko', colors: 'from-cyan-400 to-teal-800' },
  { name: 'Mines', colors: 'from-slate-500 to-slate-900' },
  { name: "Gonzo's Quest", colors: 'from-emerald-500 to-green-900' },
  { name: 'Wolf Gold', colors: 'from-amber-400 to-orange-900' },
  { name: 'Sugar Rush', colors: 'from-fuchsia-400 to-rose-700' },
  { name: 'Blackjack VIP', colors: 'from-zinc-600 to-neutral-950' },
] as const;

export function FeaturedGames() {
  const { t } = useTranslation();
  const goTo = useGuardedNavigate();
  const scroller = useRef<HTMLUListElement>(null);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="featured-games-heading">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="featured-games-heading" className="text-lg font-extrabold tracking-tight md:text-xl">
          {t('landing.games.title')}
        </h2>
        <div className="hidden gap-1 sm:flex">
          <button
            type="button"
            onClick={() => scrollBy(-1)}
            aria-label={t('landing.games.previous')}
            className="rounded-lg border border-border p-1.5 hover:bg-muted"
          >
            <ChevronLeft className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => scrollBy(1)}
            aria-label={t('landing.games.next')}
            className="rounded-lg border border-border p-1.5 hover:bg-muted"
          >
            <ChevronRight className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <ul
        ref={scroller}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2"
      >
        {GAMES.map((game) => (
          <li key={game.name} className="snap-start">
            <button
              type="button"
              onClick={() => goTo('/casino')}
              className={`group relative flex h-36 w-28 flex-col justify-end overflow-hidden rounded-2xl bg-gradient-to-br p-3 text-left text-white shadow-md transition-transform hover:-translate-y-0.5 md:h-44 md:w-36 ${game.colors}`}
            >
              <span aria-hidden className="absolute -top-6 -right-6 size-20 rounded-full bg-white/15" />
              <span
                aria-hidden
                className="absolute top-1/2 left-1/2 flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <Play className="size-5 fill-white" />
              </span>
              <span className="relative text-sm leading-tight font-extrabold drop-shadow">{game.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
