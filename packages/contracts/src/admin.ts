import { zDateOfBirth } from './auth';
import { ZUserResponseSchema } from './users';
import { zId } from './ids';
import { USER_STATUSES, ZUserRoleSchema, ZUserStatusSchema } from './enums';
import { ZMoneyStringSchema, zMoney } from './money';
import { DATE_RANGE_MESSAGES, fromNotAfterTo, optionalParam, rangeError, zSiteDay } from './date-range';
import { ADMIN_MESSAGES } from './messages';
import { z } from './zod-config';

const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** Admin list: paginated and searchable (the total travels in the X-Total-Count header). */
export const ZAdminUsersQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(ZUserStatusSchema),
  role: z.optional(ZUserRoleSchema),
});

export const ZAdminUserResponseSchema = z.extend(ZUserResponseSchema, {
  deactivatedAt: z.nullable(z.string()),
});
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponseSchema>;

export const ZCreateUserRequestSchema = z.object({
  username: z.pipe(
    requiredText(ADMIN_MESSAGES.createRequired),
    z.string().check(z.minLength(3, 'Usuario debe tener al menos 3 caracteres')),
  ),
  email: z.pipe(requiredText(ADMIN_MESSAGES.createRequired).check(z.toLowerCase()), z.email('Email inválido')),
  password: z
    .string({ error: ADMIN_MESSAGES.createRequired })
    .check(
      z.minLength(1, ADMIN_MESSAGES.createRequired),
      z.minLength(6, 'Contraseña debe tener al menos 6 caracteres'),
      z.maxLength(256),
    ),
  firstName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  lastName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  dateOfBirth: z.optional(zDateOfBirth()),
  role: z._default(ZUserRoleSchema, 'user'),
  status: z._default(ZUserStatusSchema, 'approved'),
  balance: z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.number()], { error: ADMIN_MESSAGES.balanceInvalid })),
      z.transform((value) => (value === undefined || value === '' ? 0 : value)),
    ),
    zMoney(ADMIN_MESSAGES.balanceInvalid),
  ),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequestSchema>;

export const ZBalanceUpdateRequestSchema = z.object({
  amount: z.pipe(
    z
      .union([z.string(), z.number()], { error: ADMIN_MESSAGES.balanceRequired })
      .check(z.refine((value) => String(value).trim() !== '', ADMIN_MESSAGES.balanceRequired)),
    zMoney(ADMIN_MESSAGES.balanceInvalid),
  ),
  type: z.enum(['add', 'subtract', 'set'], { error: ADMIN_MESSAGES.balanceTypeInvalid }),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});

export const ZStatusUpdateRequestSchema = z.object({
  status: z.enum(USER_STATUSES, { error: ADMIN_MESSAGES.statusInvalid }),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});

export const ZUserIdParamsSchema = z.object({ userId: zId(ADMIN_MESSAGES.userNotSelected) });

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
  'race.create',
  'race.update',
  'race.scratch',
  'tote.settings',
  'cash_out.settings',
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
  'race.create': 'Alta de carrera propia',
  'race.update': 'Cambio de carrera propia',
  'race.scratch': 'Retiro de caballo',
  'tote.settings': 'Cambio de reglas de apuestas mutuas',
  'cash_out.settings': 'Cambio del cierre de apuestas',
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
  ...DATE_RANGE_MESSAGES,
  actionInvalid: 'La acción no es válida',
  staffInvalid: 'El miembro del personal no es válido',
} as const;

const MAX_ID = 2_147_483_647;

const auditLogFilters = {
  adminUserId: optionalParam(
    z.coerce
      .number({ error: AUDIT_MESSAGES.staffInvalid })
      .check(
        z.int(AUDIT_MESSAGES.staffInvalid),
        z.positive(AUDIT_MESSAGES.staffInvalid),
        z.lte(MAX_ID, AUDIT_MESSAGES.staffInvalid),
      ),
  ),
  action: optionalParam(
    z
      .string()
      .check(
        z.maxLength(50, AUDIT_MESSAGES.actionInvalid),
        z.regex(/^[a-z_]+(\.[a-z_]+)*$/, AUDIT_MESSAGES.actionInvalid),
      ),
  ),
  from: optionalParam(zSiteDay),
  to: optionalParam(zSiteDay),
};

/**
 * Filters of the audit trail's CSV: days in the site's time zone (America/Mexico_City), both
 * included. Any action code is accepted, so rows of actions added later can be filtered too.
 */
export const ZAuditLogFiltersSchema = z.object(auditLogFilters).check(z.refine(fromNotAfterTo, rangeError));
export type TAuditLogFilters = z.infer<typeof ZAuditLogFiltersSchema>;

/** One page of the trail with the same filters, newest first; the total travels in the X-Total-Count header. */
export const ZAuditLogQuerySchema = z
  .object({
    ...auditLogFilters,
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 100),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_ID)), 0),
  })
  .check(z.refine(fromNotAfterTo, rangeError));
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuerySchema>;

export const ZAuditEntryResponseSchema = z.object({
  id: z.int(),
  /** Who acted (or tried to): staff, or a player refused at a staff endpoint. */
  adminUserId: z.int(),
  adminUsername: z.string(),
  adminRole: ZUserRoleSchema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  /** The target user's username, when the target is a user that still exists. */
  targetName: z.nullable(z.string()),
  /** The role rules refused the attempt; `details` then holds `{refused, message, code, status, route}`. */
  refused: z.boolean(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntryResponse = z.infer<typeof ZAuditEntryResponseSchema>;

/** Everyone with at least one row in the trail, for the staff filter. */
export const ZAuditActorResponseSchema = z.object({
  id: z.int(),
  username: z.string(),
  role: ZUserRoleSchema,
});
export type TAuditActorResponse = z.infer<typeof ZAuditActorResponseSchema>;

export const ZBalanceUpdateResponseSchema = z.object({
  user: ZAdminUserResponseSchema,
  previousBalance: ZMoneyStringSchema,
  newBalance: ZMoneyStringSchema,
});
