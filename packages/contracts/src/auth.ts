import { LAST_DAY, zCalendarDay } from './date-range';
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS, ZLanguageSchema } from './enums';
import { AGE_MESSAGES, MESSAGES } from './messages';
import { ZNotificationKindsSchema } from './notification-kinds';
import { zRepeatedField } from './repeated-field';
import { z } from './zod-config';

/**
 * What signing in, registering and a player's profile and settings forms send. The user and settings as
 * answered are in users.ts: every page reads those, and only these forms need these schemas (building
 * schemas a page does not use cost a phone's first screen).
 */

const trimmed = () => z.string().check(z.trim());

/** Today's date in the site's time zone, YYYY-MM-DD. */
export function siteToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Mexico_City' }).format(now);
}

/** 18 or older on `today` (YYYY-MM-DD): the 18th birthday is today or before (29 February: from 1 March). */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const eighteenth = `${String(Number(dateOfBirth.slice(0, 4)) + 18).padStart(4, '0')}${dateOfBirth.slice(4)}`;
  return eighteenth <= today;
}

/** A real calendar date between 1900-01-01 and today, of someone 18 or older in the site's calendar. */
export const zDateOfBirth = () =>
  zCalendarDay({
    required: AGE_MESSAGES.required,
    invalid: AGE_MESSAGES.invalid,
    outOfRange: AGE_MESSAGES.outOfRange,
  }).check(
    // A day past LAST_DAY is told so once, by the shared check.
    z.refine((value) => value > LAST_DAY || value <= siteToday(), AGE_MESSAGES.outOfRange),
    z.refine((value) => isAdultOn(value, siteToday()), AGE_MESSAGES.underAge),
  );

/** `username` may also hold the e-mail address: the sign-in popup has one field for either. */
export const ZLoginRequestSchema = z.object({
  username: trimmed().check(z.minLength(3, MESSAGES.usernameMin), z.maxLength(255)),
  password: z.string().check(z.minLength(6, MESSAGES.passwordMin), z.maxLength(256)),
  /** Without it the session ends with the browser (and after 12 hours on the server). Default true. */
  remember: z.optional(z.boolean()),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZRegisterRequestSchema = z.object({
  username: trimmed().check(z.minLength(3, MESSAGES.usernameMin), z.maxLength(255)),
  email: z.pipe(
    trimmed().check(z.toLowerCase()),
    z.email(MESSAGES.emailInvalid).check(z.maxLength(255, MESSAGES.emailInvalid)),
  ),
  password: z.string().check(z.minLength(6, MESSAGES.passwordMin), z.maxLength(256)),
  firstName: z.optional(trimmed().check(z.maxLength(100))),
  lastName: z.optional(trimmed().check(z.maxLength(100))),
  preferredLanguage: z.optional(ZLanguageSchema),
  dateOfBirth: zDateOfBirth(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/** The login/register popup also asks for the password twice. */
export const ZPopupRegisterFormSchema = z
  .object({
    email: z.pipe(trimmed().check(z.toLowerCase()), z.email(MESSAGES.emailInvalid)),
    password: z.string().check(z.minLength(6, MESSAGES.passwordMin)),
    confirmPassword: z.string(),
    dateOfBirth: zDateOfBirth(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: MESSAGES.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
  );

/** Names are optional, but when sent they must not be empty (an empty name would show as a blank greeting). */
export const ZUpdateProfileRequestSchema = z.object({
  firstName: z.optional(trimmed().check(z.minLength(1, MESSAGES.profileRequired), z.maxLength(100))),
  lastName: z.optional(trimmed().check(z.minLength(1, MESSAGES.profileRequired), z.maxLength(100))),
  email: z.optional(
    z.pipe(
      trimmed().check(z.minLength(1, MESSAGES.profileRequired), z.toLowerCase()),
      z.email(MESSAGES.profileEmailInvalid).check(z.maxLength(255, MESSAGES.profileEmailInvalid)),
    ),
  ),
  preferredLanguage: z.optional(ZLanguageSchema),
  dateOfBirth: z.optional(zDateOfBirth()),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

export const ZChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordFieldsRequired })
      .check(z.minLength(1, MESSAGES.passwordFieldsRequired)),
    newPassword: z
      .string({ error: MESSAGES.passwordFieldsRequired })
      .check(
        z.minLength(1, MESSAGES.passwordFieldsRequired),
        z.minLength(6, MESSAGES.newPasswordMin),
        z.maxLength(256),
      ),
    confirmPassword: z.optional(z.string()),
  })
  .check(zRepeatedField('confirmPassword', 'newPassword', MESSAGES.newPasswordsDontMatch));
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const ZUpdatePreferencesRequestSchema = z.object({
  preferredLanguage: ZLanguageSchema,
});
export type TUpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequestSchema>;

export const ZUpdateUserSettingsRequestSchema = z.partial(
  z.object({
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    marketingEmails: z.boolean(),
    theme: z.enum(['light', 'dark', 'system']),
    timezone: z.string().check(z.minLength(1), z.maxLength(64)),
    oddsChangePolicy: z.enum(ODDS_CHANGE_POLICIES, { error: 'Preferencia de cambio de cuotas inválida' }),
    oddsFormat: z.enum(ODDS_FORMATS, { error: 'Formato de cuotas inválido' }),
    realityCheckMinutes: z.nullable(
      z.union([z.literal(15), z.literal(30), z.literal(60)], {
        error: 'El recordatorio es cada 15, 30 o 60 minutos, o ninguno',
      }),
    ),
    /** Only the kinds named change. */
    notificationKinds: z.partial(ZNotificationKindsSchema),
  }),
);
export type TUpdateUserSettingsRequest = z.infer<typeof ZUpdateUserSettingsRequestSchema>;
