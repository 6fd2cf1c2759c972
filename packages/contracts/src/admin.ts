import { ZUserResponseSchema, zDateOfBirth } from './auth';
import { INT32_MAX, zId } from './ids';
import { LANGUAGES, USER_STATUSES, ZUserRoleSchema, ZUserStatusSchema } from './enums';
import { ZMoneyStringSchema, zMoney } from './money';
import { z } from './zod-config';

export const ADMIN_MESSAGES = {
  createRequired: 'Por favor completa todos los campos requeridos (usuario, email, contraseña)',
  balanceInvalid: 'Balance debe ser un número válido',
  balanceRequired: 'Por favor completa todos los campos requeridos',
  balanceTypeInvalid: 'El tipo debe ser add, subtract o set',
  statusInvalid: 'El estado debe ser pending, approved o rejected',
  userNotSelected: 'Usuario no seleccionado',
  userNotFound: 'Usuario no encontrado',
  onlySuperAdminRoles: 'Solo un super administrador puede crear administradores',
  onlyUsersDeleted: 'Solo se pueden eliminar usuarios con rol usuario',
  notYourself: 'No puedes realizar esta acción sobre tu propia cuenta',
  notOnAdmins: 'Un administrador no puede modificar a otro administrador o super administrador',
  belowZero: 'El saldo no puede quedar por debajo de cero',
  whatsappInvalid: 'Por favor ingresa un número de WhatsApp válido (ej: +1234567890)',
  settingNotPublic: 'Configuración no encontrada',
  sliderImageRequired: 'Selecciona un archivo o ingresa una URL de imagen',
  sliderTitleRequired: 'El título es obligatorio',
  sliderNotImage: 'Por favor selecciona un archivo de imagen válido',
  sliderTooLarge: 'La imagen debe ser menor a 5MB',
  sliderTooManyPixels: 'La imagen es demasiado grande',
  sliderWrongRatio: 'Dimensiones incorrectas',
  sliderNotFound: 'Imagen no encontrada',
  urlInvalid: 'La URL debe empezar con https:// o ser una ruta de este sitio (/…)',
  orderInvalid: 'El orden debe ser un número entero entre 0 y 2147483647',
} as const;

const requiredText = (message: string, max = 255) => z.string({ error: message }).trim().min(1, message).max(max);

/** Admin list: paginated and searchable (the total travels in the X-Total-Count header). */
export const ZAdminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(100).optional(),
  status: ZUserStatusSchema.optional(),
  role: ZUserRoleSchema.optional(),
});

export const ZAdminUserResponseSchema = ZUserResponseSchema.extend({
  deactivatedAt: z.string().nullable(),
});
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponseSchema>;

export const ZCreateUserRequestSchema = z.object({
  username: requiredText(ADMIN_MESSAGES.createRequired).pipe(
    z.string().min(3, 'Usuario debe tener al menos 3 caracteres'),
  ),
  email: requiredText(ADMIN_MESSAGES.createRequired).toLowerCase().pipe(z.email('Email inválido')),
  password: z
    .string({ error: ADMIN_MESSAGES.createRequired })
    .min(1, ADMIN_MESSAGES.createRequired)
    .min(6, 'Contraseña debe tener al menos 6 caracteres')
    .max(256),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  dateOfBirth: zDateOfBirth().optional(),
  role: ZUserRoleSchema.default('user'),
  status: ZUserStatusSchema.default('approved'),
  balance: z
    .union([z.string(), z.number()], { error: ADMIN_MESSAGES.balanceInvalid })
    .optional()
    .transform((value) => (value === undefined || value === '' ? 0 : value))
    .pipe(zMoney(ADMIN_MESSAGES.balanceInvalid)),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequestSchema>;

export const ZBalanceUpdateRequestSchema = z.object({
  amount: z
    .union([z.string(), z.number()], { error: ADMIN_MESSAGES.balanceRequired })
    .refine((value) => String(value).trim() !== '', ADMIN_MESSAGES.balanceRequired)
    .pipe(zMoney(ADMIN_MESSAGES.balanceInvalid)),
  type: z.enum(['add', 'subtract', 'set'], { error: ADMIN_MESSAGES.balanceTypeInvalid }),
  reason: z.string().trim().max(500).optional(),
});

export const ZStatusUpdateRequestSchema = z.object({
  status: z.enum(USER_STATUSES, { error: ADMIN_MESSAGES.statusInvalid }),
  reason: z.string().trim().max(500).optional(),
});

export const ZUserIdParamsSchema = z.object({ userId: zId(ADMIN_MESSAGES.userNotSelected) });

/** Whitespace, control characters and `\`: browsers drop tabs and newlines inside a URL and read `\` as `/`. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const URL_UNSAFE_RAW = /[\u0000-\u0020\u007f\\]/;
/** After percent-decoding a space is fine (`/promo%20del%20dia`); a control character or `\` is not. */
// eslint-disable-next-line no-control-regex -- as above
const URL_UNSAFE_DECODED = /[\u0000-\u001f\u007f\\]/;

/**
 * `https://`, a host name (ASCII or punycode) or bracketed IPv6, an optional port, then the path,
 * query or fragment. No user info: `https://galope.bet@evil.example` reads as galope.bet but goes to
 * evil.example.
 */
const HTTPS_URL = /^https:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?([/?#]|$)/i;

/**
 * DESIGN §12: a link or image URL is `https://host/…` or a path on this site (`/…`). `http://` is
 * blocked by the site's own CSP, `//host`, `/\host` and `/%2F%2Fhost` leave the site (an open redirect
 * from a banner), and any other scheme (`javascript:`, `data:`) runs or embeds content. A path is
 * decoded up to three times because a proxy or redirect may decode it before a browser reads it.
 */
export function isSafeUrl(value: string): boolean {
  if (URL_UNSAFE_RAW.test(value)) return false;
  if (value.startsWith('/')) {
    let path = value;
    for (let round = 0; round < 3; round++) {
      if (!path.startsWith('/') || path.startsWith('//') || URL_UNSAFE_DECODED.test(path)) return false;
      let decoded: string;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        return false;
      }
      if (decoded === path) return true;
      path = decoded;
    }
    return false;
  }
  return HTTPS_URL.test(value);
}

/** The one rule for slide links and images (both spellings, create and update); '' clears a link. */
export const ZSafeUrlSchema = z
  .string()
  .trim()
  .max(2000, ADMIN_MESSAGES.urlInvalid)
  .refine((value) => value === '' || isSafeUrl(value), ADMIN_MESSAGES.urlInvalid);
const ZSliderImageUrlSchema = z
  .string({ error: ADMIN_MESSAGES.sliderImageRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.sliderImageRequired)
  .pipe(ZSafeUrlSchema);

export const ZSliderImageResponseSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  /**
   * An uploaded image's re-encodings (absent for an image given by URL): the same picture as WebP,
   * and a WebP 750 px wide for phones. The landing offers them in a <picture>; `imageUrl` stays the
   * main image every browser can show.
   */
  imageWebpUrl: z.string().optional(),
  imageMobileUrl: z.string().optional(),
  title: z.string(),
  subtitle: z.string().nullable(),
  linkUrl: z.string().nullable(),
  locale: z.enum(LANGUAGES),
  orderIndex: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSliderImageResponse = z.infer<typeof ZSliderImageResponseSchema>;

/** A position in the slider: an `integer` column, so at most INT32_MAX. */
const zOrderIndex = z.coerce
  .number({ error: ADMIN_MESSAGES.orderInvalid })
  .int(ADMIN_MESSAGES.orderInvalid)
  .min(0, ADMIN_MESSAGES.orderInvalid)
  .max(INT32_MAX, ADMIN_MESSAGES.orderInvalid);

/** Both spellings appear in the spec's screens (linkUrl / link_url …): both are accepted. */
const sliderFields = {
  title: z.string().trim().max(200),
  subtitle: z.string().trim().max(300).nullable(),
  linkUrl: ZSafeUrlSchema.nullable(),
  link_url: ZSafeUrlSchema.nullable(),
  locale: z.enum(LANGUAGES, { error: 'El idioma debe ser es o en' }),
  orderIndex: zOrderIndex,
  order_index: zOrderIndex,
  isActive: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
  is_active: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
};

export const ZUpdateSliderImageRequestSchema = z
  .object(sliderFields)
  .partial()
  .extend({ imageUrl: ZSliderImageUrlSchema.optional() });
export const ZCreateSliderImageRequestSchema = ZUpdateSliderImageRequestSchema.extend({
  imageUrl: ZSliderImageUrlSchema,
  title: z
    .string({ error: ADMIN_MESSAGES.sliderTitleRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.sliderTitleRequired)
    .max(200),
});

/** Spec §9: 1781:266 (about 6.7:1), within 0.5. */
export const SLIDER_RATIO = 1781 / 266;
export const SLIDER_RATIO_TOLERANCE = 0.5;
export const SLIDER_MAX_BYTES = 5 * 1024 * 1024;
/** DESIGN §12: a 725 KB PNG can declare 6 gigapixels; anything above this is refused unread. */
export const SLIDER_MAX_PIXELS = 40_000_000;
export function isSliderRatio(width: number, height: number): boolean {
  return height > 0 && Math.abs(width / height - SLIDER_RATIO) <= SLIDER_RATIO_TOLERANCE;
}

export const ZSliderListQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional(),
  locale: z.enum(LANGUAGES).optional(),
});

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

/**
 * Every action the audit trail records. The read-only ones (`user.list`, `audit.view`…) appear only as
 * refused attempts; `admin.access` is a refused call to a staff endpoint this list does not name yet.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.delete',
  'user.deactivate',
  'user.balance',
  'user.status',
  'user.list',
  'slider.create',
  'slider.update',
  'slider.delete',
  'slider.list',
  'setting.update',
  'race.cancel',
  'race.result_entered',
  'sport_event.cancel',
  'sport_event.result_entered',
  'datasource.update',
  'datasource.view',
  'datasource.test',
  'datasource.sync',
  'audit.view',
  'cashier.approve',
  'cashier.reject',
  'cashier.view',
  'payment_method.create',
  'payment_method.update',
  'payment_method.list',
  'player.limits',
  'player.time_out',
  'player.self_exclusion',
  'admin.access',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actions in Spanish, as the CSV export names them (the web app words them from its i18n files). */
export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  'user.create': 'Alta de usuario',
  'user.delete': 'Eliminación de usuario',
  'user.deactivate': 'Desactivación de usuario',
  'user.balance': 'Ajuste de saldo',
  'user.status': 'Cambio de estado de cuenta',
  'user.list': 'Consulta de usuarios',
  'slider.create': 'Nueva imagen del carrusel',
  'slider.update': 'Edición de imagen del carrusel',
  'slider.delete': 'Eliminación de imagen del carrusel',
  'slider.list': 'Consulta del carrusel',
  'setting.update': 'Cambio de configuración',
  'race.cancel': 'Cancelación de carrera',
  'race.result_entered': 'Resultado de carrera registrado',
  'sport_event.cancel': 'Cancelación de evento deportivo',
  'sport_event.result_entered': 'Resultado de evento deportivo registrado',
  'datasource.update': 'Cambio de fuente de datos',
  'datasource.view': 'Consulta de fuentes de datos',
  'datasource.test': 'Prueba de fuente de datos',
  'datasource.sync': 'Sincronización de fuente de datos',
  'audit.view': 'Consulta de auditoría',
  'cashier.approve': 'Aprobación de solicitud de caja',
  'cashier.reject': 'Rechazo de solicitud de caja',
  'cashier.view': 'Consulta de la caja',
  'payment_method.create': 'Nuevo método de pago',
  'payment_method.update': 'Edición de método de pago',
  'payment_method.list': 'Consulta de métodos de pago',
  'player.limits': 'Cambio de límites de juego (por el jugador)',
  'player.time_out': 'Pausa de juego (por el jugador)',
  'player.self_exclusion': 'Autoexclusión (por el jugador)',
  'admin.access': 'Acceso a una función de administración',
};

export const AUDIT_MESSAGES = {
  dayInvalid: 'La fecha debe tener el formato AAAA-MM-DD',
  rangeInvalid: 'La fecha inicial no puede ser posterior a la final',
  actionInvalid: 'La acción no es válida',
  staffInvalid: 'El miembro del personal no es válido',
} as const;

const MAX_ID = 2_147_483_647;
/** A query parameter left empty (`?action=`) means no filter. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/** A day of the site's calendar (America/Mexico_City), YYYY-MM-DD, as a filter takes it. */
export const zSiteDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.dayInvalid)
  // A real calendar day: 2026-02-30 is refused, not rolled over into March.
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, AUDIT_MESSAGES.dayInvalid);

const auditLogFilters = {
  adminUserId: optionalParam(
    z.coerce
      .number({ error: AUDIT_MESSAGES.staffInvalid })
      .int(AUDIT_MESSAGES.staffInvalid)
      .positive(AUDIT_MESSAGES.staffInvalid)
      .max(MAX_ID, AUDIT_MESSAGES.staffInvalid),
  ),
  action: optionalParam(
    z
      .string()
      .max(50, AUDIT_MESSAGES.actionInvalid)
      .regex(/^[a-z_]+(\.[a-z_]+)*$/, AUDIT_MESSAGES.actionInvalid),
  ),
  from: optionalParam(zSiteDay),
  to: optionalParam(zSiteDay),
};
export const fromNotAfterTo = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
export const rangeError = { message: AUDIT_MESSAGES.rangeInvalid, path: ['from'] };

/**
 * Filters of the audit trail's CSV: days in the site's time zone (America/Mexico_City), both
 * included. Any action code is accepted, so rows of actions added later can be filtered too.
 */
export const ZAuditLogFiltersSchema = z.object(auditLogFilters).refine(fromNotAfterTo, rangeError);
export type TAuditLogFilters = z.infer<typeof ZAuditLogFiltersSchema>;

/** One page of the trail with the same filters, newest first; the total travels in the X-Total-Count header. */
export const ZAuditLogQuerySchema = z
  .object({
    ...auditLogFilters,
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  })
  .refine(fromNotAfterTo, rangeError);
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuerySchema>;

export const ZAuditEntryResponseSchema = z.object({
  id: z.number().int(),
  /** Who acted (or tried to): staff, or a player refused at a staff endpoint. */
  adminUserId: z.number().int(),
  adminUsername: z.string(),
  adminRole: ZUserRoleSchema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target user's username, when the target is a user that still exists. */
  targetName: z.string().nullable(),
  /** The role rules refused the attempt; `details` then holds `{refused, message, code, status, route}`. */
  refused: z.boolean(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntryResponse = z.infer<typeof ZAuditEntryResponseSchema>;

/** Everyone with at least one row in the trail, for the staff filter. */
export const ZAuditActorResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZUserRoleSchema,
});
export type TAuditActorResponse = z.infer<typeof ZAuditActorResponseSchema>;

export const ZBalanceUpdateResponseSchema = z.object({
  user: ZAdminUserResponseSchema,
  previousBalance: ZMoneyStringSchema,
  newBalance: ZMoneyStringSchema,
});
