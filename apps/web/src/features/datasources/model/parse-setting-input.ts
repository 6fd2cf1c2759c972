import { ZUpdateApiConfigurationRequestSchema } from '@galope/contracts';

export type SettingField = 'dailyLimit' | 'syncInterval' | 'priority';

export type ParsedSetting = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * What a typed setting saves as, by the same schema the server applies (spec §5): daily limit 1–10000
 * with empty or non-positive meaning unlimited (null), sync interval 1–1440 minutes, priority 1–99.
 * `message` is the contracts' Spanish text.
 */
export function parseSettingInput(field: SettingField, text: string): ParsedSetting {
  const parsed = ZUpdateApiConfigurationRequestSchema.safeParse({ [field]: text });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  const value = parsed.data[field];
  return { ok: true, value: value ?? null };
}

/** The input's text for a saved value: an unlimited daily limit is an empty box. */
export function settingText(value: number | null): string {
  return value === null ? '' : String(value);
}
