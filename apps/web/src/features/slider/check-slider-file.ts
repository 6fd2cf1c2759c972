import { ADMIN_MESSAGES, isSliderRatio, SLIDER_MAX_BYTES, SLIDER_MAX_PIXELS } from '@galope/contracts';

export type SliderFileCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; message: string; size?: { width: number; height: number } };

/** What can be told from the file's declared type and length, before decoding it. */
export function sliderFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return ADMIN_MESSAGES.sliderNotImage;
  if (file.size > SLIDER_MAX_BYTES) return ADMIN_MESSAGES.sliderTooLarge;
  return null;
}

/** The image's natural size, decoded by the browser; rejects when it is not an image it can read. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  return new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not a decodable image'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * Spec §5: an image, at most 5 MB, about 1781:266 (within 0.5); decision 029: at most 40 megapixels.
 * Checked here so an admin learns at once; the server checks the bytes again.
 */
export async function checkSliderFile(file: File): Promise<SliderFileCheck> {
  const problem = sliderFileProblem(file);
  if (problem) return { ok: false, message: problem };
  let size: { width: number; height: number };
  try {
    size = await readImageSize(file);
  } catch {
    return { ok: false, message: ADMIN_MESSAGES.sliderNotImage };
  }
  if (size.width * size.height > SLIDER_MAX_PIXELS) return { ok: false, message: ADMIN_MESSAGES.sliderTooManyPixels };
  if (!isSliderRatio(size.width, size.height)) return { ok: false, message: ADMIN_MESSAGES.sliderWrongRatio, size };
  return { ok: true, ...size };
}
