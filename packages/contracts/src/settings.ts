import { z } from './zod-config';

/**
 * Site settings (the WhatsApp number). Their own file, as the slider's: every page reads the number,
 * and from the admin contracts it built the back office's schemas on a player's page, time a phone's first screen waited for.
 */

/** An optional plus, then at least 8 digits, spaces, dashes or parentheses. */
export const WHATSAPP_PATTERN = /^\+?\(?[\d\s\-()]{8,}$/;
export function isWhatsappNumber(value: string): boolean {
  return WHATSAPP_PATTERN.test(value.trim()) && (value.match(/\d/g)?.length ?? 0) >= 8;
}

export const ZSiteSettingRequestSchema = z.object({
  settingKey: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  settingValue: z.string().check(z.trim(), z.maxLength(2000)),
  settingType: z._default(z.string().check(z.maxLength(20)), 'text'),
  description: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  isActive: z._default(z.boolean(), true),
});

export const ZSiteSettingResponseSchema = z.object({
  settingKey: z.string(),
  settingValue: z.nullable(z.string()),
  settingType: z.string(),
  description: z.nullable(z.string()),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
