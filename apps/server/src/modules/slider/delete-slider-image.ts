import { ADMIN_MESSAGES } from '@galope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sliderImages } from './schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { releaseSliderUpload } from './release-slider-upload';
import type { SliderImageStore } from './slider-image-store';

/** Deletes a slide, and its uploaded image when no other slide uses it. */
export async function deleteSliderImage({
  db,
  store,
  id,
  adminUserId,
}: {
  db: Db;
  store: SliderImageStore;
  id: number;
  adminUserId: number;
}): Promise<void> {
  const [row] = await db.delete(sliderImages).where(eq(sliderImages.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.sliderNotFound);
  await releaseSliderUpload({ db, store, imageUrl: row.imageUrl });
  await recordAudit(db, {
    adminUserId,
    action: 'slider.delete',
    targetType: 'slider_image',
    targetId: row.id,
    details: { title: row.title },
  });
}
