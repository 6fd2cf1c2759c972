import { z } from './zod-config';

/**
 * Site settings (the WhatsApp number). Their own file, as the slider's: every page reads the number,
 * and from the admin contracts it built the back office's schemas on a player's page (issue 11).
 */

/** An optional plus, then at least 8 digits, spaces, dashes or parentheses. */
export const WHATSAPP_PATTERN = /^\+?\(?[\d\s\-()]{8,}$/;
export function isWhatsappNumber(value: string): boolean {
  return WHATSAPP_PATTERN.test(value.trim()) && (value.match(/\d/g)?.length ?? 0) >= 8;
}

export const ZSiteSettingRequestSchema = z.object({
  settingKey: z.string().trim().min(1).max(100),
  settingValue: z.string().trim().max(2000),
  settingType: z.string().max(20).default('text'),
  description: z.string().max(500).nullable().optional(),
  isActive: z.boolean().default(true),
});

export const ZSiteSettingResponseSchema = z.object({
  settingKey: z.string(),
  settingValue: z.string().nullable(),
  settingType: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
