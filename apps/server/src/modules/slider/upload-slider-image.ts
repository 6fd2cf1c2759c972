import type { TSliderImageResponse } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { sliderImages } from './schema';
import { runImageWork } from '../../lib/image-work';
import { recordAudit } from '../audit';
import { checkSliderImage } from './check-image';
import { encodeSliderImage } from './encode-slider-image';
import { type SliderColumns, toSliderResponse } from './slider-repository';
import { type SliderImageStore, uploadKeyOf } from './slider-image-store';

/**
 * Adds a slide from an uploaded file: the header is checked (type, pixels, ratio) before anything is
 * decoded, the image is re-encoded with its variants (one of the process's few images worked on at
 * once, lib/image-work.ts), and only then does anything reach the store.
 * A failed insert takes the stored files back.
 */
export async function uploadSliderImage({
  db,
  store,
  adminUserId,
  bytes,
  values,
}: {
  db: Db;
  store: SliderImageStore;
  adminUserId: number;
  bytes: Buffer;
  values: SliderColumns & { title: string };
}): Promise<TSliderImageResponse> {
  const checked = await checkSliderImage(bytes);
  const encoded = await runImageWork({ userId: adminUserId, pixels: checked.pixels }, () =>
    encodeSliderImage(bytes, checked),
  );
  const imageUrl = await store.save(encoded);
  try {
    const [row] = await db
      .insert(sliderImages)
      .values({ ...values, imageUrl })
      .returning();
    await recordAudit(db, {
      adminUserId,
      action: 'slider.create',
      targetType: 'slider_image',
      targetId: row!.id,
      details: { title: row!.title, file: imageUrl, width: checked.width, height: checked.height },
    });
    return toSliderResponse(row!);
  } catch (error) {
    await store.remove(uploadKeyOf(imageUrl)!);
    throw error;
  }
}
