import { ADMIN_MESSAGES, SLIDER_MAX_PIXELS } from '@galope/contracts';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error';
import { type CheckedSliderImage, SLIDER_FORMATS } from './check-image';

/** The phone variant's width: a 375 px wide screen at 2× density. */
export const SLIDER_MOBILE_WIDTH = 750;

export type EncodedFile = { bytes: Buffer; extension: string; contentType: string };
export type EncodedSliderImage = { main: EncodedFile; webp: EncodedFile; mobile: EncodedFile };

const WEBP = { extension: 'webp', contentType: 'image/webp' } as const;

/**
 * What is served is never the uploaded file: each image is decoded and written anew, which drops
 * its metadata (EXIF with a phone's GPS position, comments, anything appended after the pixels),
 * applies the EXIF orientation, and stores the type the bytes really are. Alongside it, a WebP of
 * the same size and a WebP 750 px wide for phones, which the landing offers in a <picture>.
 * `limitInputPixels` repeats the header check of `checkSliderImage` inside the decoder, in case a
 * file's header and its data disagree. The three encodings run one after the other, so one upload
 * holds one decoded image in memory at a time.
 */
export async function encodeSliderImage(bytes: Buffer, checked: CheckedSliderImage): Promise<EncodedSliderImage> {
  const decode = () =>
    sharp(bytes, { limitInputPixels: SLIDER_MAX_PIXELS, animated: true, failOn: 'error' }).autoOrient();
  try {
    const main = await encodeAs(decode(), checked.format).toBuffer();
    const webp = checked.format === 'webp' ? main : await decode().webp({ quality: 82, effort: 4 }).toBuffer();
    const mobile = await decode()
      .resize({ width: SLIDER_MOBILE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    return {
      main: { bytes: main, ...SLIDER_FORMATS[checked.format] },
      webp: { bytes: webp, ...WEBP },
      mobile: { bytes: mobile, ...WEBP },
    };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderTooManyPixels);
    // A header that reads well over data that does not decode: a truncated or forged file.
    throw new AppError('VALIDATION', ADMIN_MESSAGES.sliderNotImage);
  }
}

function encodeAs(image: Sharp, format: CheckedSliderImage['format']): Sharp {
  switch (format) {
    case 'png':
      return image.png();
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'webp':
      return image.webp({ quality: 82, effort: 4 });
    case 'gif':
      return image.gif();
  }
}
