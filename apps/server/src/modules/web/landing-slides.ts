import {
  LANDING_SLIDES_ELEMENT_ID,
  SLIDE_SIZES,
  slideImageSources,
  slidesForLanguage,
  type TLanguage,
  type TSliderImageResponse,
} from '@galope/contracts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the landing's page carries in its head besides the app (issue 11): its active slides for the
 * reader's language, as the app would ask for them, and a high-priority preload of the first one's
 * picture, the landing's largest paint. A phone then fetches that picture beside the first script
 * and paints it with the page's first render, instead of asking for the list after running the script
 * and for the picture after the list. The JSON is escaped so no text in it can close the element.
 */
export function landingSlidesHead(slides: TSliderImageResponse[], locale: TLanguage): string {
  const json = JSON.stringify(slides).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${LANDING_SLIDES_ELEMENT_ID}" data-locale="${locale}">${json}</script>`;
  const first = slidesForLanguage(slides, locale)[0];
  if (!first) return data;
  const { src, webpSrcset } = slideImageSources(first);
  const preload = webpSrcset
    ? `<link rel="preload" as="image" fetchpriority="high" type="image/webp" imagesrcset="${escapeAttribute(webpSrcset)}" imagesizes="${SLIDE_SIZES}">`
    : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(src)}">`;
  return preload + data;
}
