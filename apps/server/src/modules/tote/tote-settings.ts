import {
  DEFAULT_TOTE_SETTINGS,
  type TToteSettings,
  type TToteSettingsInput,
  type TToteTicketPool,
  ZToteSettingsSchema,
} from '@galope/contracts';
import type { Db } from '../../db/connect';
import { jsonSetting } from '../settings';
import type { PoolRules } from './dividends';

/** Where the super admin's tote rules live: one site setting, the settings' JSON as the form sends it. */
export const TOTE_SETTINGS_KEY = 'tote_settings';

const toteSetting = jsonSetting<TToteSettingsInput>({
  key: TOTE_SETTINGS_KEY,
  description: 'Reglas de las apuestas mutuas',
  fallback: DEFAULT_TOTE_SETTINGS,
  // Kept as saved (the form's input), once it reads as settings.
  parse: (saved) =>
    ZToteSettingsSchema.safeParse(safeJson(saved)).success
      ? (JSON.parse(saved) as TToteSettingsInput)
      : DEFAULT_TOTE_SETTINGS,
});

/** The rules new pools take: the saved ones, or the US (ARCI) defaults on a new site. */
export async function readToteSettings(db: Db): Promise<TToteSettingsInput> {
  return toteSetting.read(db);
}

export async function saveToteSettings(db: Db, settings: TToteSettingsInput): Promise<void> {
  await toteSetting.save(db, settings);
}

/** One pool's rules and minimum stake (cents) under these settings. */
export function poolRulesOf(
  settings: TToteSettingsInput,
  pool: TToteTicketPool,
): { rules: PoolRules; minimumStakeCents: number } {
  let pools = rulesBySettings.get(settings);
  if (!pools) rulesBySettings.set(settings, (pools = new Map()));
  let found = pools.get(pool);
  if (!found) pools.set(pool, (found = readPoolRules(ZToteSettingsSchema.parse(settings), pool)));
  return found;
}
/** The rules worked out per settings read (readToteSettings answers the same object while they stand). */
const rulesBySettings = new WeakMap<TToteSettingsInput, Map<TToteTicketPool, ReturnType<typeof readPoolRules>>>();

function readPoolRules(parsed: TToteSettings, pool: TToteTicketPool): { rules: PoolRules; minimumStakeCents: number } {
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
