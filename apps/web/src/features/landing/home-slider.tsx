import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The home slider. Slides come with the slider-images API in a later release; until then it shows
 * the spec's default banner (product title and 'Plataforma de Apuestas Deportivas').
 */
export function HomeSlider() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('landing.slider.label')}
      data-testid="home-slider"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to px-6 py-10 text-white shadow-lg md:px-10 md:py-14"
    >
      <div aria-hidden className="absolute -top-16 -right-16 -z-10 size-64 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden className="absolute -bottom-24 left-1/3 -z-10 size-72 rounded-full bg-black/20 blur-3xl" />
      <svg
        aria-hidden
        viewBox="0 0 200 200"
        className="absolute top-1/2 right-4 -z-10 hidden h-[140%] -translate-y-1/2 text-white/10 md:block"
        fill="none"
        stroke="currentColor"
        strokeWidth="14"
      >
        <path d="M50 20v70a50 50 0 0 0 100 0V20" strokeLinecap="round" />
      </svg>
      <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-widest uppercase">
        <Sparkles className="size-3.5" aria-hidden />
        {t('landing.slider.eyebrow')}
      </p>
      <h1 className="mt-4 text-4xl font-black tracking-tight md:text-6xl">{t('app.name')}</h1>
      <p className="mt-2 text-lg font-semibold text-white/90 md:text-2xl">{t('landing.slider.subtitle')}</p>
      <p className="mt-3 max-w-xl text-sm text-white/80 md:text-base">{t('landing.slider.description')}</p>
    </section>
  );
}
