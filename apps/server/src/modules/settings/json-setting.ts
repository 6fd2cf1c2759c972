import type { Db } from '../../db/connect';
import { siteSettings } from './schema';
import { clearSettingsCache, getSettingValues } from './site-settings-repository';

/**
 * One site setting kept as JSON text (the cash out's, the tote's rules). Read on every bet or ticket,
 * so the saved text is parsed once: every reader gets the same object while it stands. A setting never
 * saved reads as `fallback`; `parse` decides what a text edited by hand into nonsense reads as.
 */
export function jsonSetting<T>(options: { key: string; description: string; fallback: T; parse: (text: string) => T }) {
  let lastRead: { text: string; value: T } | undefined;
  return {
    async read(db: Db): Promise<T> {
      const saved = (await getSettingValues(db, [options.key])).get(options.key);
      if (saved === undefined) return options.fallback;
      if (lastRead?.text !== saved) lastRead = { text: saved, value: options.parse(saved) };
      return lastRead.value;
    },

    async save(db: Db, value: T): Promise<void> {
      const values = { settingValue: JSON.stringify(value), settingType: 'json', updatedAt: new Date() };
      await db
        .insert(siteSettings)
        .values({ settingKey: options.key, description: options.description, ...values })
        .onConflictDoUpdate({ target: siteSettings.settingKey, set: values });
      clearSettingsCache();
    },
  };
}
