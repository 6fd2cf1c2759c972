import { ADMIN_MESSAGES, isSliderRatio, SLIDER_MAX_BYTES } from '@galope/contracts';
import { imageSize } from 'image-size';
import { AppError } from '../../lib/app-error';

const TYPES: Record<string, { extension: string; contentType: string }> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
};

/**
 * An upload is an image because of its bytes, not its name or declared type: the format and the
 * dimensions are read from the content, then the size and the spec's aspect ratio are checked.
 */
export function checkSliderImage(bytes: Buffer): {
  extension: string;
  contentType: string;
  width: number;
  height: number;
} {
  if (bytes.length > SLIDER_MAX_BYTES) throw new AppError('TOO_LARGE', ADMIN_MESSAGES.sliderTooLarge);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderNotImage);
  }
  const type = size.type ? TYPES[size.type] : undefined;
  if (!type || !size.width || !size.height) throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderNotImage);
  if (!isSliderRatio(size.width, size.height)) {
    throw new AppError(
      'VALIDATION',
      `${ADMIN_MESSAGES.sliderWrongRatio}: la imagen mide ${size.width}×${size.height}; se espera una proporción de 1781×266 (unos 6,7:1)`,
    );
  }
  return { ...type, width: size.width, height: size.height };
}
