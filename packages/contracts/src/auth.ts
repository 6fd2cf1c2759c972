import { ODDS_CHANGE_POLICIES, ODDS_FORMATS, ZLanguageSchema } from './enums';
import { AGE_MESSAGES, MESSAGES } from './messages';
import { z } from './zod-config';

/**
 * What signing in, registering and a player's profile and settings forms send. The user and settings as
 * answered are in users.ts: every page reads those, and only these forms need these schemas (issue 11).
 */

const trimmed = () => z.string().trim();

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
  z
    .string({ error: AGE_MESSAGES.required })
    .min(1, AGE_MESSAGES.required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, AGE_MESSAGES.invalid)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
    }, AGE_MESSAGES.invalid)
    .refine((value) => value <= siteToday(), AGE_MESSAGES.invalid)
    .refine((value) => isAdultOn(value, siteToday()), AGE_MESSAGES.underAge);

/** `username` may also hold the e-mail address (spec, first document §5; DESIGN §4). */
export const ZLoginRequestSchema = z.object({
  username: trimmed().min(3, MESSAGES.usernameMin).max(255),
  password: z.string().min(6, MESSAGES.passwordMin).max(256),
  /** Without it the session ends with the browser (and after 12 hours on the server). Default true. */
  remember: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZRegisterRequestSchema = z.object({
  username: trimmed().min(3, MESSAGES.usernameMin).max(255),
  email: trimmed().toLowerCase().pipe(z.email(MESSAGES.emailInvalid).max(255, MESSAGES.emailInvalid)),
  password: z.string().min(6, MESSAGES.passwordMin).max(256),
  firstName: trimmed().max(100).optional(),
  lastName: trimmed().max(100).optional(),
  preferredLanguage: ZLanguageSchema.optional(),
  dateOfBirth: zDateOfBirth(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/** The login/register popup also asks for the password twice. */
export const ZPopupRegisterFormSchema = z
  .object({
    email: trimmed().toLowerCase().pipe(z.email(MESSAGES.emailInvalid)),
    password: z.string().min(6, MESSAGES.passwordMin),
    confirmPassword: z.string(),
    dateOfBirth: zDateOfBirth(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** Names are optional, but when sent they must not be empty (spec §5: "names min 1"). */
export const ZUpdateProfileRequestSchema = z.object({
  firstName: trimmed().min(1, MESSAGES.profileRequired).max(100).optional(),
  lastName: trimmed().min(1, MESSAGES.profileRequired).max(100).optional(),
  email: trimmed()
    .min(1, MESSAGES.profileRequired)
    .toLowerCase()
    .pipe(z.email(MESSAGES.profileEmailInvalid).max(255, MESSAGES.profileEmailInvalid))
    .optional(),
  preferredLanguage: ZLanguageSchema.optional(),
  dateOfBirth: zDateOfBirth().optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

export const ZChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.passwordFieldsRequired }).min(1, MESSAGES.passwordFieldsRequired),
    newPassword: z
      .string({ error: MESSAGES.passwordFieldsRequired })
      .min(1, MESSAGES.passwordFieldsRequired)
      .min(6, MESSAGES.newPasswordMin)
      .max(256),
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
    message: MESSAGES.newPasswordsDontMatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const ZUpdatePreferencesRequestSchema = z.object({
  preferredLanguage: ZLanguageSchema,
});
export type TUpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequestSchema>;

export const ZUpdateUserSettingsRequestSchema = z
  .object({
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    marketingEmails: z.boolean(),
    theme: z.enum(['light', 'dark', 'system']),
    timezone: z.string().min(1).max(64),
    oddsChangePolicy: z.enum(ODDS_CHANGE_POLICIES, { error: 'Preferencia de cambio de cuotas inválida' }),
    oddsFormat: z.enum(ODDS_FORMATS, { error: 'Formato de cuotas inválido' }),
    realityCheckMinutes: z
      .union([z.literal(15), z.literal(30), z.literal(60)], {
        error: 'El recordatorio es cada 15, 30 o 60 minutos, o ninguno',
      })
      .nullable(),
  })
  .partial();
export type TUpdateUserSettingsRequest = z.infer<typeof ZUpdateUserSettingsRequestSchema>;
