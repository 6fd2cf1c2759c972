import { DEFAULT_CASH_OUT_SETTINGS, type TCashOutSettings } from '@galope/contracts';
import type { Db } from '../../db/connect';
import { jsonSetting } from '../settings';

/** One site setting holds whether cash out is offered and the margin the house keeps. */
export const CASH_OUT_SETTINGS_KEY = 'cash_out_settings';

const cashOutSetting = jsonSetting<TCashOutSettings>({
  key: CASH_OUT_SETTINGS_KEY,
  description: 'Cierre de apuestas',
  fallback: DEFAULT_CASH_OUT_SETTINGS,
  parse: parseSaved,
});

/** The saved settings, else on with 5 %: read on every quote, from the settings' short cache. */
export async function readCashOutSettings(db: Db): Promise<TCashOutSettings> {
  return cashOutSetting.read(db);
}

export async function saveCashOutSettings(db: Db, settings: TCashOutSettings): Promise<void> {
  await cashOutSetting.save(db, settings);
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
