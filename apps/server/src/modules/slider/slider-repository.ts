import type { TLanguage, TSliderImageResponse } from '@galope/contracts';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sliderImages } from './schema';
import { sliderImageVariants } from './slider-image-store';

export type SliderRow = typeof sliderImages.$inferSelect;
export type SliderColumns = Partial<typeof sliderImages.$inferInsert>;

/** Ordered by orderIndex; the viewer's language first when one is given. */
export async function findSliderImages(
  db: Db,
  options: { activeOnly: boolean; locale?: TLanguage },
): Promise<TSliderImageResponse[]> {
  const rows = await db
    .select()
    .from(sliderImages)
    .where(options.activeOnly ? eq(sliderImages.isActive, true) : undefined)
    .orderBy(
      ...(options.locale ? [desc(sql`${sliderImages.locale} = ${options.locale}`)] : []),
      asc(sliderImages.orderIndex),
      asc(sliderImages.id),
    );
  return rows.map(toSliderResponse);
}

export async function getSliderImage(db: Db, id: number): Promise<SliderRow | undefined> {
  const [row] = await db
    .select()
    .from(sliderImages)
    .where(and(eq(sliderImages.id, id)));
  return row;
}

/**
 * Whether any slide still points into an upload (by its uuid, so a variant's URL or another spelling
 * of the same path counts too): its files are removed only when none does.
 */
export async function isUploadInUse(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sliderImages.id })
    .from(sliderImages)
    .where(like(sliderImages.imageUrl, `%${key}%`))
    .limit(1);
  return row !== undefined;
}

export function toSliderResponse(row: SliderRow): TSliderImageResponse {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    ...sliderImageVariants(row.imageUrl),
    title: row.title,
    subtitle: row.subtitle,
    linkUrl: row.linkUrl,
    locale: row.locale as TLanguage,
    orderIndex: row.orderIndex,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
