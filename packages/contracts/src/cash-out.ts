import { ZBetResponseSchema } from './betting';
import { type Cents, zMoney, ZMoneyStringSchema } from './money';
import { z } from './zod-config';

/**
 * Cash out: a pending fixed-odds single closed early for what the market says it is worth now
 * (docs/rules/cash-out.md).
 */

/** Without saved settings: cash out on, 5 % kept by the house. */
export const DEFAULT_CASH_OUT_SETTINGS = { enabled: true, marginBasisPoints: 500 } as const;
export const MAX_CASH_OUT_MARGIN_BASIS_POINTS = 5000;

/**
 * What a stake is worth now: stake × odds taken ÷ current odds × (1 − margin), rounded down to the
 * cent, never above the stake's potential winnings (stake × odds taken, half-up, as placement fixes
 * them). Odds in hundredths, the margin in basis points (5 % = 500). Computed on BigInt: a stake of
 * 99,999,999.99 at 1000.00 with the margin's factor passes 2^53, where a Number loses cents.
 */
export function cashOutValueCents({
  stakeCents,
  takenOddsHundredths,
  currentOddsHundredths,
  marginBasisPoints,
}: {
  stakeCents: Cents;
  takenOddsHundredths: number;
  currentOddsHundredths: number;
  marginBasisPoints: number;
}): Cents {
  const stake = BigInt(stakeCents);
  const taken = BigInt(takenOddsHundredths);
  const value = (stake * taken * BigInt(10_000 - marginBasisPoints)) / (BigInt(currentOddsHundredths) * 10_000n);
  const potential = (stake * taken + 50n) / 100n;
  return Number(value < potential ? value : potential);
}

/** Why a bet has no cash-out value now; each is a 409 code (docs/api.md, errors.ts). */
export const CASH_OUT_REFUSALS = [
  'CASH_OUT_DISABLED',
  'CASH_OUT_NOT_PENDING',
  'CASH_OUT_CLOSED',
  'CASH_OUT_NO_ODDS',
  'CASH_OUT_NO_VALUE',
] as const;
export type TCashOutRefusal = (typeof CASH_OUT_REFUSALS)[number];

/** The Spanish message of each refusal (the server's language; the web words them from its i18n files). */
export const CASH_OUT_MESSAGES = {
  CASH_OUT_DISABLED: 'El cierre de apuestas está desactivado',
  CASH_OUT_NOT_PENDING: 'La apuesta ya no está pendiente',
  CASH_OUT_CLOSED: 'La carrera o el evento ya no admite cierre de apuestas',
  CASH_OUT_NO_ODDS: 'No hay cuota actual para esa selección',
  CASH_OUT_NO_VALUE: 'La apuesta no tiene valor de cierre',
  CASH_OUT_CHANGED: 'El valor de cierre cambió',
  amount: 'La parte a cerrar debe ser mayor que cero y no mayor que la apuesta',
  value: 'Por favor ingresa el valor de cierre que aceptas',
  margin: 'El margen debe estar entre 0 y 50 con hasta dos decimales',
  enabled: 'Indica si el cierre de apuestas está activo',
} as const;

/** The same messages in English, for a request that asks for English (Accept-Language: en), as the tote's. */
export const CASH_OUT_MESSAGES_EN: Record<keyof typeof CASH_OUT_MESSAGES, string> = {
  CASH_OUT_DISABLED: 'Cash out is switched off',
  CASH_OUT_NOT_PENDING: 'The bet is no longer pending',
  CASH_OUT_CLOSED: 'The race or event no longer takes cash outs',
  CASH_OUT_NO_ODDS: 'There are no current odds for that selection',
  CASH_OUT_NO_VALUE: 'The bet has no cash-out value',
  CASH_OUT_CHANGED: 'The cash-out value changed',
  amount: 'The part to cash out must be more than zero and no more than the stake',
  value: 'Please give the cash-out value you accept',
  margin: 'The margin must be between 0 and 50 with up to two decimals',
  enabled: 'Say whether cash out is on',
};

/** A cash-out message in English, if the Spanish one is one of CASH_OUT_MESSAGES (else undefined). */
export function cashOutMessageInEnglish(spanish: string): string | undefined {
  const key = (Object.keys(CASH_OUT_MESSAGES) as Array<keyof typeof CASH_OUT_MESSAGES>).find(
    (name) => CASH_OUT_MESSAGES[name] === spanish,
  );
  return key === undefined ? undefined : CASH_OUT_MESSAGES_EN[key];
}

const zCashOutPart = zMoney(CASH_OUT_MESSAGES.amount).check(z.refine((cents) => cents > 0, CASH_OUT_MESSAGES.amount));

/** `GET /api/bets/{id}/cash-out?amount=`: the value of that part of the stake (by default, all that is left). */
export const ZCashOutQuoteQuerySchema = z.object({ amount: z.optional(zCashOutPart) });

/** `GET /api/bets/{id}/cash-out`: the value of the whole remaining stake (or the part asked) and the current price it comes from. */
export const ZCashOutQuoteResponseSchema = z.object({ value: ZMoneyStringSchema, odds: z.string() });
export type TCashOutQuoteResponse = z.infer<typeof ZCashOutQuoteResponseSchema>;

/** One pending bet's value now, or (value and odds null) the refusal that says why it has none. */
export const ZCashOutValueSchema = z.object({
  betId: z.string(),
  value: z.nullable(ZMoneyStringSchema),
  odds: z.nullable(z.string()),
  reason: z.optional(z.enum(CASH_OUT_REFUSALS)),
});
export type TCashOutValue = z.infer<typeof ZCashOutValueSchema>;

/**
 * `GET /api/user/cash-out-values`: every pending bet of the player with its value now, as the single
 * `GET /api/bets/{id}/cash-out` would answer it, read in one query: the lists of bets ask once, not once per bet.
 */
export const ZCashOutValuesResponseSchema = z.object({ values: z.array(ZCashOutValueSchema) });
export type TCashOutValuesResponse = z.infer<typeof ZCashOutValuesResponseSchema>;

/**
 * `POST /api/bets/{id}/cash-out`: the value the player saw (for `amount`, the part of the stake, when
 * given; else the whole remaining stake). Amounts like a bet's stake: decimal strings (or numbers).
 */
export const ZCashOutRequestSchema = z.object({
  value: zMoney(CASH_OUT_MESSAGES.value),
  amount: z.optional(zCashOutPart),
});
export type TCashOutRequest = z.input<typeof ZCashOutRequestSchema>;

export const ZCashOutResponseSchema = z.object({
  /** The bet after it: `cashed_out`, or still `pending` with what is left of its stake. */
  bet: ZBetResponseSchema,
  /** What was credited. */
  value: ZMoneyStringSchema,
  /** The part of the stake cashed out. */
  amount: ZMoneyStringSchema,
  balance: ZMoneyStringSchema,
});
export type TCashOutResponse = z.infer<typeof ZCashOutResponseSchema>;

export const ZCashOutChangedResponseSchema = z.object({
  code: z.literal('CASH_OUT_CHANGED'),
  message: z.string(),
  /** The value now, or null when there is none any more. */
  value: z.nullable(ZMoneyStringSchema),
});

/** The margin as the form sends it: percent, 0 to 50, at most two decimals. */
const zMarginPercent = z.pipe(
  z.union([z.string(), z.number()], { error: CASH_OUT_MESSAGES.margin }),
  z.transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const basisPoints = /^\d{1,2}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
    if (!(basisPoints >= 0 && basisPoints <= MAX_CASH_OUT_MARGIN_BASIS_POINTS)) {
      ctx.issues.push({ code: 'custom', message: CASH_OUT_MESSAGES.margin, input: value });
      return z.NEVER;
    }
    return basisPoints;
  }),
);

/** `PUT /api/admin/cash-out/settings`: parses to `{enabled, marginBasisPoints}`. */
export const ZCashOutSettingsRequestSchema = z.pipe(
  z.object({
    enabled: z.boolean({ error: CASH_OUT_MESSAGES.enabled }),
    marginPercent: zMarginPercent,
  }),
  z.transform(({ enabled, marginPercent }) => ({ enabled, marginBasisPoints: marginPercent })),
);
export type TCashOutSettingsRequest = z.input<typeof ZCashOutSettingsRequestSchema>;
export type TCashOutSettings = z.output<typeof ZCashOutSettingsRequestSchema>;

/** The settings as answered: the margin as a two-decimal percent string ("5.00"). */
export const ZCashOutSettingsResponseSchema = z.object({ enabled: z.boolean(), marginPercent: z.string() });
export type TCashOutSettingsResponse = z.infer<typeof ZCashOutSettingsResponseSchema>;

export function cashOutSettingsResponse(settings: TCashOutSettings): TCashOutSettingsResponse {
  return { enabled: settings.enabled, marginPercent: (settings.marginBasisPoints / 100).toFixed(2) };
}

/** `/api/bets/{id}/…`: a bet's id is a UUID; anything else is 400 before the database is asked. */
export const ZBetIdParamsSchema = z.object({
  id: z
    .string({ error: 'La apuesta no es válida' })
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'La apuesta no es válida')),
});
