import type { TLanguage, TSliderImageResponse } from '@galope/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sliderImages } from '../../db/schema';

export type SliderRow = typeof sliderImages.$inferSelect;

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

export function toSliderResponse(row: SliderRow): TSliderImageResponse {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
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
