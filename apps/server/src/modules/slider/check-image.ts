import { ADMIN_MESSAGES, isSliderRatio, SLIDER_MAX_BYTES, SLIDER_MAX_PIXELS } from '@galope/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

/** The formats a slide may be uploaded in; anything else (SVG above all: it runs scripts) is refused. */
export const SLIDER_FORMATS = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
} as const;
export type SliderFormat = keyof typeof SLIDER_FORMATS;

/** `pixels`: what decoding it takes, every frame of an animation counted. */
export type CheckedSliderImage = { format: SliderFormat; width: number; height: number; pixels: number };

/**
 * An upload is an image because of its bytes, not its name or declared type. Only the header is
 * read here (sharp's metadata decodes no pixels), so a decompression bomb, a small file declaring
 * billions of pixels, is refused before anything is decoded. Slides and cashier receipts both pass here.
 */
export async function checkUploadedImage(bytes: Buffer): Promise<CheckedSliderImage> {
  if (bytes.length > SLIDER_MAX_BYTES) throw new AppError('TOO_LARGE', ADMIN_MESSAGES.sliderTooLarge);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderNotImage);
  }
  const format = metadata.format in SLIDER_FORMATS ? (metadata.format as SliderFormat) : undefined;
  const { width, height } = metadata.autoOrient;
  if (!format || !width || !height) throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderNotImage);
  // An animated GIF or WebP keeps its animation, so all its frames get decoded: they count together.
  const pixels = width * height * (metadata.pages ?? 1);
  if (pixels > SLIDER_MAX_PIXELS) throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderTooManyPixels);
  return { format, width, height, pixels };
}

/** A slide: an image (above), at the slider's aspect ratio (1781:266) as it will be shown, after its EXIF orientation. */
export async function checkSliderImage(bytes: Buffer): Promise<CheckedSliderImage> {
  const checked = await checkUploadedImage(bytes);
  const { width, height } = checked;
  if (!isSliderRatio(width, height)) {
    throw new AppError(
      'VALIDATION',
      `${ADMIN_MESSAGES.sliderWrongRatio}: la imagen mide ${width}×${height}; se espera una proporción de 1781×266 (unos 6,7:1)`,
    );
  }
  return checked;
}
