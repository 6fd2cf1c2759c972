import {
  DEFAULT_TOTE_SETTINGS,
  type TToteSettings,
  type TToteSettingsInput,
  type TToteTicketPool,
  ZToteSettingsSchema,
} from '@galope/contracts';
import type { Db } from '../../db/connect';
import { siteSettings } from '../../db/schema';
import { clearSettingsCache, getSettingValues } from '../settings';
import type { PoolRules } from './dividends';

/** Where the super admin's tote rules live: one site setting, the settings' JSON as the form sends it. */
export const TOTE_SETTINGS_KEY = 'tote_settings';

/** The rules new pools take: the saved ones, or the US (ARCI) defaults on a new site. */
export async function readToteSettings(db: Db): Promise<TToteSettingsInput> {
  const saved = (await getSettingValues(db, [TOTE_SETTINGS_KEY])).get(TOTE_SETTINGS_KEY);
  if (saved !== undefined) {
    const parsed = ZToteSettingsSchema.safeParse(safeJson(saved));
    if (parsed.success) return JSON.parse(saved) as TToteSettingsInput;
  }
  return DEFAULT_TOTE_SETTINGS;
}

export async function saveToteSettings(db: Db, settings: TToteSettingsInput): Promise<void> {
  const values = { settingValue: JSON.stringify(settings), settingType: 'json', updatedAt: new Date() };
  await db
    .insert(siteSettings)
    .values({ settingKey: TOTE_SETTINGS_KEY, description: 'Reglas de las apuestas mutuas', ...values })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: values });
  clearSettingsCache();
}

/** One pool's rules and minimum stake (cents) under these settings. */
export function poolRulesOf(
  settings: TToteSettingsInput,
  pool: TToteTicketPool,
): { rules: PoolRules; minimumStakeCents: number } {
  const parsed: TToteSettings = ZToteSettingsSchema.parse(settings);
  return {
    rules: {
      takeoutBasisPoints: parsed.takeout[pool],
      breakageCents: Math.round(Number(parsed.breakage) * 100) as PoolRules['breakageCents'],
      rounding: parsed.rounding,
      minimumDividendCents: parsed.minimumDividend,
      placeMethod: parsed.placeMethod,
      placePlaces: parsed.placePlaces,
    },
    minimumStakeCents: parsed.minimumStake[pool],
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
