import { boolean, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { serialId, updatedAt } from '../../db/columns';

export const siteSettings = pgTable('site_settings', {
  id: serialId(),
  settingKey: varchar('setting_key', { length: 100 }).notNull().unique(),
  settingValue: text('setting_value'),
  settingType: varchar('setting_type', { length: 20 }).notNull().default('text'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});
