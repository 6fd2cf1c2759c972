import type { Db } from '../../db/connect';
import { isUploadInUse } from './slider-repository';
import { type SliderImageStore, uploadKeyOf } from './slider-image-store';

/**
 * A slide stopped using an image (deleted, or given another one): its upload's files go only when
 * no other slide points into them, since a slide may be created with another's `/uploads/…` URL.
 * An image given by an outside URL is never touched.
 */
export async function releaseSliderUpload({
  db,
  store,
  imageUrl,
}: {
  db: Db;
  store: SliderImageStore;
  imageUrl: string;
}): Promise<void> {
  const key = uploadKeyOf(imageUrl);
  if (key && !(await isUploadInUse(db, key))) await store.remove(key);
}
