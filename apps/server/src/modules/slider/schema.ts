import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, serialId, timestamptz, updatedAt } from '../../db/columns';

/**
 * Uploaded files served under /uploads/ (slide images and their variants), by their path: kept in the
 * database so that every instance serves what any instance stored, and backups carry them.
 */
export const storedFiles = pgTable('stored_files', {
  path: varchar('path', { length: 255 }).primaryKey(),
  contentType: varchar('content_type', { length: 60 }).notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const sliderImages = pgTable(
  'slider_images',
  {
    id: serialId(),
    imageUrl: text('image_url').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 300 }),
    linkUrl: text('link_url'),
    locale: varchar('locale', { length: 2 }).notNull().default('es'),
    orderIndex: integer('order_index').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('slider_images_active_order_idx').on(t.isActive, t.orderIndex),
    check('slider_images_locale_check', sql`${t.locale} in ('es', 'en')`),
    check('slider_images_order_index_check', sql`${t.orderIndex} >= 0`),
  ],
);
