import { isSafeUrl, type TLanguage, type TSliderImageResponse } from '@galope/contracts';
import { ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { type FocusEvent, type TouchEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSliderImages } from '@/lib/api/get-slider-images';
import { cn } from '@/lib/format/cn';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { useFirstScreenPainted } from '@/lib/startup/after-load-and-idle';

import { FULL_WIDTH, MOBILE_WIDTH, SLIDE_SIZES } from './first-slide';
import { slidesForLanguage } from './slides-for-language';

/** Spec §4: the slider advances every 5 s and wraps. */
const ADVANCE_MS = 5_000;
const SWIPE_PX = 40;
/**
 * The home slider: the active slides for the visitor's language, one at a time, with arrows, dots
 * and auto-advance (paused while the pointer or focus is on it, off for reduced motion). Without
 * slides it shows the default banner.
 */
export function HomeSlider() {
  const { i18n } = useTranslation();
  const language: TLanguage = i18n.language === 'en' ? 'en' : 'es';
  const images = useSliderImages(language);
  // Slides whose image did not load (a 404, an outside host that is down): dropped from the rotation
  // rather than shown as an empty frame with a broken-image icon.
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const onImageError = useCallback(
    (id: number) => setBroken((current) => (current.has(id) ? current : new Set(current).add(id))),
    [],
  );

  if (images.isPending) return <SliderLoading />;
  const slides = images.data ? slidesForLanguage(images.data, language).filter((slide) => !broken.has(slide.id)) : [];
  // A failed load, or no image that loads, is not worth an error on the landing: the default banner stands in.
  if (slides.length === 0) return <DefaultBanner />;
  return <Carousel slides={slides} onImageError={onImageError} />;
}

/** As tall as the slider it stands in for (on a phone: artwork, caption and controls, 143 px): nothing below moves. */
function SliderLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex aspect-[1781/266] min-h-14 w-full animate-pulse max-md:aspect-auto max-md:h-[143px] items-center justify-center rounded-2xl bg-muted text-sm font-medium text-muted-foreground"
    >
      {t('landing.carousel.loading')}
    </div>
  );
}

function Carousel({ slides, onImageError }: { slides: TSliderImageResponse[]; onImageError: (id: number) => void }) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  // The list can shrink under the carousel (an admin hides a slide): stay within it.
  const current = index % count;
  const paused = hovered || focused || reducedMotion || count < 2;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [paused, current, count]);

  const go = (next: number) => setIndex((next + count) % count);
  // The other slides' images come once the first screen is drawn, long before the first advance: on a
  // phone, each downloaded beside the first slide, the landing's largest paint (decision 021).
  const painted = useFirstScreenPainted();

  // A horizontal swipe on a touch screen moves one slide.
  const [touchX, setTouchX] = useState<number | null>(null);
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const endX = event.changedTouches[0]?.clientX;
    if (touchX !== null && endX !== undefined && Math.abs(endX - touchX) > SWIPE_PX) {
      go(endX < touchX ? current + 1 : current - 1);
    }
    setTouchX(null);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription={t('landing.carousel.carousel')}
      aria-label={t('landing.slider.label')}
      className="group relative overflow-hidden rounded-2xl bg-muted shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onTouchStart={(event) => setTouchX(event.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
    >
      {/* The default banner's visible title; with slides the page still needs its heading. */}
      <h1 className="sr-only">{t('app.name')}</h1>
      <div
        className={cn('flex', reducedMotion ? undefined : 'transition-transform duration-500 ease-out')}
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, position) => (
          <Slide
            key={slide.id}
            slide={slide}
            active={position === current}
            label={t('landing.carousel.slideOf', { index: position + 1, count })}
            first={position === 0}
            load={painted || position === 0 || position === current}
            onImageError={onImageError}
          />
        ))}
      </div>
      {count > 1 ? (
        <>
          {/*
           * On a phone the banner is about 51 px tall: its controls sit in a row under it and its
           * caption instead of over its text (decision 021), each a 24 px target at least. From md up they
           * float over it.
           */}
          <div className="flex items-center justify-between gap-2 px-2 py-1 md:contents">
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={t('landing.carousel.previous')}
              className="flex size-8 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition-colors hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-ring md:absolute md:top-1/2 md:left-3 md:size-10 md:-translate-y-1/2 md:focus-visible:outline-white"
            >
              <ChevronLeft className="size-5 md:size-6" aria-hidden />
            </button>
            <div className="flex justify-center md:absolute md:inset-x-0 md:bottom-2">
              {slides.map((slide, position) => (
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => go(position)}
                  aria-label={t('landing.carousel.goTo', { index: position + 1 })}
                  aria-current={position === current ? 'true' : undefined}
                  className="flex h-6 min-w-6 items-center justify-center px-1 focus-visible:outline-2 focus-visible:outline-ring md:focus-visible:outline-white"
                >
                  <span
                    className={cn(
                      'block h-1.5 rounded-full bg-foreground shadow transition-all md:h-2 md:bg-white',
                      position === current ? 'w-4 md:w-6' : 'w-1.5 opacity-50 md:w-2 md:opacity-60',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={t('landing.carousel.next')}
              className="flex size-8 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition-colors hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-ring md:absolute md:top-1/2 md:right-3 md:size-10 md:-translate-y-1/2 md:focus-visible:outline-white"
            >
              <ChevronRight className="size-5 md:size-6" aria-hidden />
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

function Slide({
  slide,
  active,
  label,
  first,
  load,
  onImageError,
}: {
  slide: TSliderImageResponse;
  active: boolean;
  label: string;
  first: boolean;
  /** False until the image may be fetched: the slide keeps its size, empty. */
  load: boolean;
  onImageError: (id: number) => void;
}) {
  // Banners carry their own artwork and text: the title is the image's alternative text. An upload
  // comes with a WebP and a phone-sized WebP; the main image stays for a browser without WebP.
  const image = load ? (
    <picture>
      {slide.imageWebpUrl && slide.imageMobileUrl ? (
        <source
          type="image/webp"
          srcSet={`${slide.imageMobileUrl} ${MOBILE_WIDTH}w, ${slide.imageWebpUrl} ${FULL_WIDTH}w`}
          sizes={SLIDE_SIZES}
        />
      ) : null}
      <img
        src={slide.imageUrl}
        alt={slide.title}
        // Not lazy (there are a handful, and they load once the first screen is drawn): a lazy one
        // would flash in as it slides.
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        onError={() => onImageError(slide.id)}
        className="absolute inset-0 size-full object-cover"
      />
    </picture>
  ) : null;
  // On a phone the banner is 343×51 px and its artwork's text a few pixels tall: the slide's title
  // and subtitle follow it as text (decision 021). The image's alternative text already names it.
  const caption = (
    <span className="block px-3 py-2 md:hidden" aria-hidden>
      <span className="block truncate text-sm leading-snug font-extrabold">{slide.title}</span>
      {slide.subtitle ? (
        <span className="block truncate text-xs leading-snug text-foreground">{slide.subtitle}</span>
      ) : null}
    </span>
  );
  const content = (
    <>
      <span className="relative block aspect-[1781/266] w-full">{image}</span>
      {caption}
    </>
  );
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      className="w-full shrink-0"
    >
      {/* A link saved before the server checked them could still lead off the site: shown only when safe. */}
      {slide.linkUrl && isSafeUrl(slide.linkUrl) ? (
        <a href={slide.linkUrl} target="_blank" rel="noopener noreferrer" className="block">
          {content}
        </a>
      ) : (
        content
      )}
    </div>
  );
}

/** No slides: the product title and 'Plataforma de Apuestas Deportivas' on the accent gradient. */
function DefaultBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('landing.slider.label')}
      data-default="true"
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
