import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { siteSettings } from '../../db/schema';

export async function getSettingValues(db: Db | Tx, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, keys));
  return new Map(rows.filter((row) => row.value !== null).map((row) => [row.key, row.value!]));
}

export async function getSettingValue(db: Db | Tx, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, key));
  return row?.value ?? undefined;
}
