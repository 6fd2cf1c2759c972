import { fromNotAfterTo, optionalParam, rangeError, zSiteDay } from './date-range';
import { zId } from './ids';
import { MESSAGES } from './messages';
import { formatUsd, MAX_REQUEST_CENTS, ZMoneyStringSchema, zMoney } from './money';
import { z } from './zod-config';

/** The cashier (DESIGN §9): deposits and withdrawals players ask for and staff settle. */

export const CASHIER_REQUEST_TYPES = ['deposit', 'withdrawal'] as const;
export type TCashierRequestType = (typeof CASHIER_REQUEST_TYPES)[number];

/** `approved` is, for a withdrawal, paid. Only `pending` ever changes, and only once. */
export const CASHIER_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TCashierRequestStatus = (typeof CASHIER_REQUEST_STATUSES)[number];

export const PAYMENT_METHOD_KINDS = ['deposit', 'withdrawal', 'both'] as const;
export type TPaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * What a withdrawal's destination must look like on this method: an 18-digit CLABE with its check
 * digit (SPEI), a USDT address (TRON `T…` or Ethereum `0x…`), or free text (cash at a store: a name).
 */
export const DESTINATION_FORMATS = ['text', 'clabe', 'crypto_address'] as const;
export type TDestinationFormat = (typeof DESTINATION_FORMATS)[number];

export const CASHIER_MESSAGES = {
  amount: 'Por favor ingresa una cantidad válida',
  methodInvalid: 'Selecciona un método de pago',
  methodUnavailable: 'Ese método de pago no está disponible',
  methodNotForDeposits: 'Ese método de pago no admite depósitos',
  methodNotForWithdrawals: 'Ese método de pago no admite retiros',
  referenceTooLong: 'La referencia admite como máximo 100 caracteres',
  destinationRequired: 'Indica la cuenta de destino',
  destinationTooLong: 'La cuenta de destino admite como máximo 100 caracteres',
  clabeInvalid: 'La CLABE debe tener 18 dígitos y un dígito de control válido',
  cryptoAddressInvalid: 'La dirección de la billetera no es válida',
  requestNotFound: 'Solicitud no encontrada',
  notPending: 'La solicitud ya no está pendiente',
  ownRequest: 'No puedes decidir tus propias solicitudes',
  reasonRequired: 'Indica el motivo del rechazo',
  noteTooLong: 'La nota admite como máximo 500 caracteres',
  receiptOnlyDeposits: 'Solo un depósito puede llevar comprobante',
  receiptMissing: 'Adjunta la imagen del comprobante en el campo «receipt»',
  receiptNotFound: 'La solicitud no tiene comprobante',
  idempotencyMismatch: 'Esa Idempotency-Key ya se usó con otra solicitud',
  limitReached: 'Alcanzaste tu límite de depósito',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre admite como máximo 100 caracteres',
  instructionsTooLong: 'Las instrucciones admiten como máximo 2000 caracteres',
  kindInvalid: 'El tipo debe ser deposit, withdrawal o both',
  destinationFormatInvalid: 'El formato de destino debe ser text, clabe o crypto_address',
  minAboveMax: 'El mínimo no puede ser mayor que el máximo',
  methodNotFound: 'Método de pago no encontrado',
  statusInvalid: 'El estado no es válido',
  typeInvalid: 'El tipo no es válido',
} as const;

/** "El monto mínimo para este método es $100.00". */
export function amountBelowMinMessage(minCents: number): string {
  return `El monto mínimo para este método es ${formatUsd(minCents)}`;
}
export function amountAboveMaxMessage(maxCents: number): string {
  return `El monto máximo para este método es ${formatUsd(maxCents)}`;
}

/** A CLABE: 18 digits, the last a check digit over the first 17 (weights 3, 7, 1). */
export function isClabe(value: string): boolean {
  if (!/^\d{18}$/.test(value)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(value[i]) * weights[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10 === Number(value[17]);
}

export function isCryptoAddress(value: string): boolean {
  return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value) || /^0x[0-9a-fA-F]{40}$/.test(value);
}

/** The message a destination gets on a method of this format, or null when it fits. */
export function destinationError(format: TDestinationFormat, destination: string): string | null {
  if (format === 'clabe') return isClabe(destination.replace(/\s+/g, '')) ? null : CASHIER_MESSAGES.clabeInvalid;
  if (format === 'crypto_address') return isCryptoAddress(destination) ? null : CASHIER_MESSAGES.cryptoAddressInvalid;
  return null;
}

const positiveAmount = zMoney(CASHIER_MESSAGES.amount, { tooManyDecimals: MESSAGES.amountTooManyDecimals }).refine(
  (cents) => cents > 0,
  CASHIER_MESSAGES.amount,
);
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

export const ZCreateDepositRequestSchema = z.object({
  amount: positiveAmount,
  methodId: zId(CASHIER_MESSAGES.methodInvalid),
  reference: optionalText(100, CASHIER_MESSAGES.referenceTooLong),
});
export type TCreateDepositRequest = z.input<typeof ZCreateDepositRequestSchema>;

export const ZCreateWithdrawalRequestSchema = z.object({
  amount: positiveAmount,
  methodId: zId(CASHIER_MESSAGES.methodInvalid),
  destination: z
    .string({ error: CASHIER_MESSAGES.destinationRequired })
    .trim()
    .min(1, CASHIER_MESSAGES.destinationRequired)
    .max(100, CASHIER_MESSAGES.destinationTooLong),
});
export type TCreateWithdrawalRequest = z.input<typeof ZCreateWithdrawalRequestSchema>;

export const ZCashierRequestResponseSchema = z.object({
  id: z.number().int(),
  type: z.enum(CASHIER_REQUEST_TYPES),
  status: z.enum(CASHIER_REQUEST_STATUSES),
  amount: ZMoneyStringSchema,
  methodId: z.number().int(),
  methodName: z.string(),
  /** Quoted to staff: DEP-7K2Q9, RET-… */
  code: z.string(),
  reference: z.string().nullable(),
  destination: z.string().nullable(),
  hasReceipt: z.boolean(),
  /** The staff's note on an approval, the reason of a rejection. */
  note: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TCashierRequestResponse = z.infer<typeof ZCashierRequestResponseSchema>;

/** A request as staff see it: whose it is and, to judge it, the player's balance now. */
export const ZAdminCashierRequestResponseSchema = ZCashierRequestResponseSchema.extend({
  user: z.object({ id: z.number().int(), username: z.string(), balance: ZMoneyStringSchema }),
  decidedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type TAdminCashierRequestResponse = z.infer<typeof ZAdminCashierRequestResponseSchema>;

export const ZCashierRequestIdParamsSchema = z.object({ id: zId(CASHIER_MESSAGES.requestNotFound) });

export const ZAdminCashierRequestsQuerySchema = z
  .object({
    status: optionalParam(z.enum(CASHIER_REQUEST_STATUSES, { error: CASHIER_MESSAGES.statusInvalid })),
    type: optionalParam(z.enum(CASHIER_REQUEST_TYPES, { error: CASHIER_MESSAGES.typeInvalid })),
    userId: optionalParam(zId()),
    /** Asked from, to: days of the site's calendar, both included. */
    from: optionalParam(zSiteDay),
    to: optionalParam(zSiteDay),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  })
  .refine(fromNotAfterTo, rangeError);
export type TAdminCashierRequestsQuery = z.input<typeof ZAdminCashierRequestsQuerySchema>;

export const ZApproveCashierRequestSchema = z
  .object({ note: optionalText(500, CASHIER_MESSAGES.noteTooLong) })
  .optional()
  .transform((body): { note?: string } => body ?? {});
export type TApproveCashierRequest = z.input<typeof ZApproveCashierRequestSchema>;

export const ZRejectCashierRequestSchema = z.object({
  reason: z
    .string({ error: CASHIER_MESSAGES.reasonRequired })
    .trim()
    .min(1, CASHIER_MESSAGES.reasonRequired)
    .max(500, CASHIER_MESSAGES.noteTooLong),
});
export type TRejectCashierRequest = z.input<typeof ZRejectCashierRequestSchema>;

/** Today's approved totals for the "Caja" tab (site day: America/Mexico_City). */
export const ZCashierSummaryResponseSchema = z.object({
  pending: z.number().int(),
  depositsToday: ZMoneyStringSchema,
  withdrawalsToday: ZMoneyStringSchema,
});
export type TCashierSummaryResponse = z.infer<typeof ZCashierSummaryResponseSchema>;

export const ZPaymentMethodResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  instructions: z.string(),
  minAmount: ZMoneyStringSchema,
  maxAmount: ZMoneyStringSchema,
  isActive: z.boolean(),
  destinationFormat: z.enum(DESTINATION_FORMATS),
});
export type TPaymentMethodResponse = z.infer<typeof ZPaymentMethodResponseSchema>;

const methodAmount = zMoney(CASHIER_MESSAGES.amount, { tooManyDecimals: MESSAGES.amountTooManyDecimals }).refine(
  (cents) => cents > 0 && cents <= MAX_REQUEST_CENTS,
  CASHIER_MESSAGES.amount,
);
const paymentMethodFields = {
  name: z
    .string({ error: CASHIER_MESSAGES.nameRequired })
    .trim()
    .min(1, CASHIER_MESSAGES.nameRequired)
    .max(100, CASHIER_MESSAGES.nameTooLong),
  kind: z.enum(PAYMENT_METHOD_KINDS, { error: CASHIER_MESSAGES.kindInvalid }),
  instructions: z.string().trim().max(2000, CASHIER_MESSAGES.instructionsTooLong).default(''),
  minAmount: methodAmount,
  maxAmount: methodAmount,
  isActive: z.boolean().default(true),
  destinationFormat: z.enum(DESTINATION_FORMATS, { error: CASHIER_MESSAGES.destinationFormatInvalid }).default('text'),
};
const minNotAboveMax = (value: { minAmount?: number; maxAmount?: number }) =>
  value.minAmount === undefined || value.maxAmount === undefined || value.minAmount <= value.maxAmount;

export const ZCreatePaymentMethodRequestSchema = z
  .object(paymentMethodFields)
  .refine(minNotAboveMax, { message: CASHIER_MESSAGES.minAboveMax, path: ['minAmount'] });
export type TCreatePaymentMethodRequest = z.input<typeof ZCreatePaymentMethodRequestSchema>;

export const ZUpdatePaymentMethodRequestSchema = z
  .object({
    name: paymentMethodFields.name.optional(),
    kind: paymentMethodFields.kind.optional(),
    instructions: z.string().trim().max(2000, CASHIER_MESSAGES.instructionsTooLong).optional(),
    minAmount: methodAmount.optional(),
    maxAmount: methodAmount.optional(),
    isActive: z.boolean().optional(),
    destinationFormat: z.enum(DESTINATION_FORMATS, { error: CASHIER_MESSAGES.destinationFormatInvalid }).optional(),
  })
  .refine(minNotAboveMax, { message: CASHIER_MESSAGES.minAboveMax, path: ['minAmount'] });
export type TUpdatePaymentMethodRequest = z.input<typeof ZUpdatePaymentMethodRequestSchema>;

export const ZPaymentMethodIdParamsSchema = z.object({ id: zId(CASHIER_MESSAGES.methodNotFound) });
