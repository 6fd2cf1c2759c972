import { formatUsd, ZMoneyStringSchema, zMoney } from './money';
import { z } from './zod-config';

/** The limits a player sets on themself (docs/rules/player-protection.md). */
export const LIMIT_NAMES = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
  'lossWeekly',
  'lossMonthly',
  'stakeDaily',
] as const;
export type TLimitName = (typeof LIMIT_NAMES)[number];

/** How long each limit's rolling window is, in hours. */
export const LIMIT_WINDOW_HOURS: Record<TLimitName, number> = {
  depositDaily: 24,
  depositWeekly: 24 * 7,
  depositMonthly: 24 * 30,
  lossDaily: 24,
  lossWeekly: 24 * 7,
  lossMonthly: 24 * 30,
  stakeDaily: 24,
};

/** A higher limit or a removal waits this long (a lower or first one applies at once). */
export const LIMIT_INCREASE_DELAY_HOURS = 24;

export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;

export const PROTECTION_MESSAGES = {
  limitName: {
    depositDaily: 'límite diario de depósitos',
    depositWeekly: 'límite semanal de depósitos',
    depositMonthly: 'límite mensual de depósitos',
    lossDaily: 'límite diario de pérdidas',
    lossWeekly: 'límite semanal de pérdidas',
    lossMonthly: 'límite mensual de pérdidas',
    stakeDaily: 'límite diario de apuestas',
  } satisfies Record<TLimitName, string>,
  noLimits: 'Indica al menos un límite',
  timeOutPeriod: 'Elige una pausa de 24 horas, 7 días o 30 días',
  exclusionPeriod: 'Elige una autoexclusión de 6 meses, 1 año o 5 años',
  cannotLift: 'Una pausa o una autoexclusión no se puede levantar antes de su fin',
  realityCheck: 'El recordatorio es cada 15, 30 o 60 minutos, o ninguno',
} as const;

/** "Alcanzaste tu límite diario de apuestas (US$50.00): te quedan US$3.50". */
export function limitReachedMessage(name: TLimitName, limitCents: number, leftCents: number): string {
  return `Alcanzaste tu ${PROTECTION_MESSAGES.limitName[name]} (${formatUsd(limitCents)}): te quedan ${formatUsd(Math.max(0, leftCents))}`;
}

/** "Tu cuenta está en pausa hasta el 25/11/2026, 14:05: no puedes apostar ni depositar". */
export function selfExcludedMessage(until: Date): string {
  const when = new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(until);
  return `Tu cuenta está en pausa hasta el ${when}: no puedes apostar ni depositar`;
}

/** `PUT /api/user/limits`: any of the limits, a decimal string, or null for none. */
const limitValue = () => z.optional(z.nullable(zMoney('Indica el límite como un importe, por ejemplo 50.00')));
export const ZUpdateLimitsRequestSchema = z
  .object({
    depositDaily: limitValue(),
    depositWeekly: limitValue(),
    depositMonthly: limitValue(),
    lossDaily: limitValue(),
    lossWeekly: limitValue(),
    lossMonthly: limitValue(),
    stakeDaily: limitValue(),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: PROTECTION_MESSAGES.noLimits,
    }),
  );
export type TUpdateLimitsRequest = z.infer<typeof ZUpdateLimitsRequestSchema>;

export const ZLimitsResponseSchema = z.object({
  limits: z.record(z.enum(LIMIT_NAMES), z.nullable(ZMoneyStringSchema)),
  pending: z.array(
    z.object({ name: z.enum(LIMIT_NAMES), value: z.nullable(ZMoneyStringSchema), effectiveAt: z.string() }),
  ),
  /** What each limit in force has used over its window, and what is left. */
  used: z.partialRecord(z.enum(LIMIT_NAMES), ZMoneyStringSchema),
  timeOutUntil: z.nullable(z.string()),
  selfExcludedUntil: z.nullable(z.string()),
});
export type TLimitsResponse = z.infer<typeof ZLimitsResponseSchema>;

export const ZTimeOutRequestSchema = z.object({
  period: z.enum(TIME_OUT_PERIODS, { error: PROTECTION_MESSAGES.timeOutPeriod }),
});
export const ZSelfExclusionRequestSchema = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: PROTECTION_MESSAGES.exclusionPeriod }),
});
export const ZProtectionUntilResponseSchema = z.object({ until: z.string() });
