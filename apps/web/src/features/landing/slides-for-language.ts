import type { TLanguage, TSliderImageResponse } from '@galope/contracts';

/**
 * The slides a visitor sees: those made for their language when there are any (a Spanish banner's
 * text means little to an English reader), else every active slide. The server's order is kept.
 */
export function slidesForLanguage(images: TSliderImageResponse[], language: TLanguage): TSliderImageResponse[] {
  const own = images.filter((image) => image.locale === language);
  return own.length > 0 ? own : images;
}
