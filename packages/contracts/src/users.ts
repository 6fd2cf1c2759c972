import { ODDS_CHANGE_POLICIES, ODDS_FORMATS, ZLanguageSchema, ZUserRoleSchema, ZUserStatusSchema } from './enums';
import { ZMoneyStringSchema } from './money';
import { ZNotificationKindsSchema } from './notification-kinds';
import { z } from './zod-config';

/** The signed-in user and their settings as the API answers them (the forms that change them: auth.ts). */

/** The user as every response shows it. There is deliberately no password field. */
export const ZUserResponseSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  balance: ZMoneyStringSchema,
  preferredLanguage: ZLanguageSchema,
  role: ZUserRoleSchema,
  status: ZUserStatusSchema,
  /** YYYY-MM-DD, or null for an account from before the site asked (the site asks it first). */
  dateOfBirth: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUserResponse = z.infer<typeof ZUserResponseSchema>;

export const ZUserSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  theme: z.string(),
  timezone: z.string(),
  currency: z.string(),
  oddsChangePolicy: z.enum(ODDS_CHANGE_POLICIES),
  oddsFormat: z.enum(ODDS_FORMATS),
  /** Minutes between reality checks (docs/rules/player-protection.md), or null for none. */
  realityCheckMinutes: z.nullable(z.int()),
  /** Which kinds of notification the bell lists and counts. */
  notificationKinds: ZNotificationKindsSchema,
});
export type TUserSettings = z.infer<typeof ZUserSettingsSchema>;

export const ZMessageResponseSchema = z.object({ message: z.string() });
