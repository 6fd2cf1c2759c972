import { slideImageSources, slidesForLanguage, SLIDE_SIZES, type TLanguage } from '@galope/contracts';

import { askForSliderImagesEarly, hasEmbeddedSliderImages } from '@/lib/get-slider-images';

/**
 * Called as the app starts on `/`: when the page did not bring the slides and the first one's
 * preload (the server puts both in it, `modules/web/landing-slides.ts`), they are asked for at once,
 * and the first slide's image (the landing's largest paint, issue 11) as soon as they answer, with a
 * high priority, while React is still rendering the page. The preload names the image the slider's
 * <picture> picks.
 */
export function preloadFirstSlide(language: TLanguage): void {
  if (hasEmbeddedSliderImages(language)) return;
  askForSliderImagesEarly(language).then(
    (images) => {
      const first = slidesForLanguage(images, language)[0];
      if (!first) return;
      const { src, webpSrcset } = slideImageSources(first);
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.fetchPriority = 'high';
      if (webpSrcset) {
        link.type = 'image/webp';
        link.imageSrcset = webpSrcset;
        link.imageSizes = SLIDE_SIZES;
      } else {
        link.href = src;
      }
      document.head.append(link);
    },
    // The landing's own query asks again and shows its fallback.
    () => undefined,
  );
}
