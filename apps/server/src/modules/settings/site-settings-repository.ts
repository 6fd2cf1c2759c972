import type { Db } from '../../db/connect';
import { siteSettings } from './schema';

/** Read on every bet (the bet limits), changed perhaps once a month: a few seconds of caching is plenty. */
const CACHE_MS = 5000;
let cached: { db: Db; until: number; values: Promise<Map<string, string>> } | undefined;

/**
 * The values of the settings named that have one, from a cache of the whole (small) table kept a few
 * seconds and cleared by a change.
 */
export async function getSettingValues(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (!cached || cached.db !== db || cached.until <= Date.now()) {
    const values = readSettingValues(db);
    cached = { db, until: Date.now() + CACHE_MS, values };
    values.catch(() => (cached = undefined));
  }
  const values = await cached.values;
  return new Map(keys.flatMap((key) => (values.has(key) ? [[key, values.get(key)!] as const] : [])));
}

/** Forget the cached values (after an administrator changes a setting). */
export function clearSettingsCache(): void {
  cached = undefined;
}

async function readSettingValues(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ key: siteSettings.settingKey, value: siteSettings.settingValue }).from(siteSettings);
  return new Map(rows.filter((row) => row.value !== null).map((row) => [row.key, row.value!]));
}
