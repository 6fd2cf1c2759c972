import type { TLanguage } from '@galope/contracts';

import { askForSliderImagesEarly } from '@/lib/api/get-slider-images';

import { slidesForLanguage } from './slides-for-language';

/**
 * The slide's width on screen: the landing's column (max-w-7xl less its padding), else the viewport
 * less the padding. With the variants' widths below, a 375 px phone at 2× fetches the 750 px WebP.
 */
export const SLIDE_SIZES = '(min-width: 1280px) 1248px, calc(100vw - 2rem)';
/** The phone variant's width (the server's SLIDER_MOBILE_WIDTH); the full WebP is nominally the spec's 1781. */
export const MOBILE_WIDTH = 750;
export const FULL_WIDTH = 1781;

/**
 * Called as the app starts on `/`: the slides are asked for at once, and the first slide's image (the
 * landing's largest paint, decision 021) is fetched as soon as they answer, with a high priority, while
 * React is still rendering the page. The preload names the same image the slider's <picture> picks.
 */
export function preloadFirstSlide(language: TLanguage): void {
  askForSliderImagesEarly(language).then(
    (images) => {
      const first = slidesForLanguage(images, language)[0];
      if (!first) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.fetchPriority = 'high';
      if (first.imageWebpUrl && first.imageMobileUrl) {
        link.type = 'image/webp';
        link.imageSrcset = `${first.imageMobileUrl} ${MOBILE_WIDTH}w, ${first.imageWebpUrl} ${FULL_WIDTH}w`;
        link.imageSizes = SLIDE_SIZES;
      } else {
        link.href = first.imageUrl;
      }
      document.head.append(link);
    },
    // The landing's own query asks again and shows its fallback.
    () => undefined,
  );
}
