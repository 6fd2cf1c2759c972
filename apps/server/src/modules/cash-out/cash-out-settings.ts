import { DEFAULT_CASH_OUT_SETTINGS, type TCashOutSettings } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { siteSettings } from '../../db/schema';
import { clearSettingsCache, getSettingValues } from '../settings';

/** One site setting holds whether cash out is offered and the margin the house keeps. */
export const CASH_OUT_SETTINGS_KEY = 'cash_out_settings';

/** The saved settings, else on with 5 %: read on every quote, from the settings' short cache. */
export async function readCashOutSettings(db: Db): Promise<TCashOutSettings> {
  const saved = (await getSettingValues(db, [CASH_OUT_SETTINGS_KEY])).get(CASH_OUT_SETTINGS_KEY);
  if (saved === undefined) return DEFAULT_CASH_OUT_SETTINGS;
  if (lastRead?.text !== saved) lastRead = { text: saved, settings: parseSaved(saved) };
  return lastRead.settings;
}
let lastRead: { text: string; settings: TCashOutSettings } | undefined;

export async function saveCashOutSettings(db: Db, settings: TCashOutSettings): Promise<void> {
  const values = { settingValue: JSON.stringify(settings), settingType: 'json', updatedAt: new Date() };
  await db
    .insert(siteSettings)
    .values({ settingKey: CASH_OUT_SETTINGS_KEY, description: 'Cierre de apuestas', ...values })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: values });
  clearSettingsCache();
}

/** A saved value that no longer reads as settings (edited by hand) falls back to the defaults. */
function parseSaved(text: string): TCashOutSettings {
  try {
    const { enabled, marginBasisPoints } = JSON.parse(text) as Partial<TCashOutSettings>;
    if (typeof enabled === 'boolean' && Number.isInteger(marginBasisPoints)) {
      return { enabled, marginBasisPoints: Math.min(Math.max(marginBasisPoints!, 0), 5000) };
    }
  } catch {
    // fall through
  }
  return DEFAULT_CASH_OUT_SETTINGS;
}
