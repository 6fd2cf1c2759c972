import { fromNotAfterTo, optionalParam, rangeError, zSiteDay } from './date-range';
import { CASHIER_REQUEST_STATUSES, CASHIER_REQUEST_TYPES, DESTINATION_FORMATS, PAYMENT_METHOD_KINDS } from './cashier';
import { zId } from './ids';
import { CASHIER_MESSAGES, MESSAGES } from './messages';
import { MAX_REQUEST_CENTS, zMoney } from './money';
import { z } from './zod-config';

/** What the cashier's endpoints accept; what they answer is in cashier.ts. */

const positiveAmount = zMoney(CASHIER_MESSAGES.amount, { tooManyDecimals: MESSAGES.amountTooManyDecimals }).check(
  z.refine((cents) => cents > 0, CASHIER_MESSAGES.amount),
);
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.nullable(z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, message)))),
    z.transform((value) => (value ? value : undefined)),
  );

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
    .check(
      z.trim(),
      z.minLength(1, CASHIER_MESSAGES.destinationRequired),
      z.maxLength(100, CASHIER_MESSAGES.destinationTooLong),
    ),
});
export type TCreateWithdrawalRequest = z.input<typeof ZCreateWithdrawalRequestSchema>;

export const ZCashierRequestIdParamsSchema = z.object({ id: zId(CASHIER_MESSAGES.requestNotFound) });

export const ZAdminCashierRequestsQuerySchema = z
  .object({
    status: optionalParam(z.enum(CASHIER_REQUEST_STATUSES, { error: CASHIER_MESSAGES.statusInvalid })),
    type: optionalParam(z.enum(CASHIER_REQUEST_TYPES, { error: CASHIER_MESSAGES.typeInvalid })),
    userId: optionalParam(zId()),
    /** Asked from, to: days of the site's calendar, both included. */
    from: optionalParam(zSiteDay),
    to: optionalParam(zSiteDay),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(2_147_483_647)), 0),
  })
  .check(z.refine(fromNotAfterTo, rangeError));
export type TAdminCashierRequestsQuery = z.input<typeof ZAdminCashierRequestsQuerySchema>;

export const ZApproveCashierRequestSchema = z.pipe(
  z.optional(z.object({ note: optionalText(500, CASHIER_MESSAGES.noteTooLong) })),
  z.transform((body): { note?: string } => body ?? {}),
);
export type TApproveCashierRequest = z.input<typeof ZApproveCashierRequestSchema>;

export const ZRejectCashierRequestSchema = z.object({
  reason: z
    .string({ error: CASHIER_MESSAGES.reasonRequired })
    .check(z.trim(), z.minLength(1, CASHIER_MESSAGES.reasonRequired), z.maxLength(500, CASHIER_MESSAGES.noteTooLong)),
});
export type TRejectCashierRequest = z.input<typeof ZRejectCashierRequestSchema>;

const methodAmount = zMoney(CASHIER_MESSAGES.amount, { tooManyDecimals: MESSAGES.amountTooManyDecimals }).check(
  z.refine((cents) => cents > 0 && cents <= MAX_REQUEST_CENTS, CASHIER_MESSAGES.amount),
);
/**
 * An optional English text of a method: what an English reader sees instead of the Spanish one. Blank
 * or null: none (the Spanish one is shown).
 */
const englishText = (max: number, tooLong: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, tooLong)),
        z.transform((text) => text || null),
      ),
    ),
  );

const paymentMethodFields = {
  name: z
    .string({ error: CASHIER_MESSAGES.nameRequired })
    .check(z.trim(), z.minLength(1, CASHIER_MESSAGES.nameRequired), z.maxLength(100, CASHIER_MESSAGES.nameTooLong)),
  nameEn: englishText(100, CASHIER_MESSAGES.nameTooLong),
  kind: z.enum(PAYMENT_METHOD_KINDS, { error: CASHIER_MESSAGES.kindInvalid }),
  instructions: z._default(z.string().check(z.trim(), z.maxLength(2000, CASHIER_MESSAGES.instructionsTooLong)), ''),
  instructionsEn: englishText(2000, CASHIER_MESSAGES.instructionsTooLong),
  minAmount: methodAmount,
  maxAmount: methodAmount,
  isActive: z._default(z.boolean(), true),
  destinationFormat: z._default(
    z.enum(DESTINATION_FORMATS, { error: CASHIER_MESSAGES.destinationFormatInvalid }),
    'text',
  ),
};
const minNotAboveMax = (value: { minAmount?: number; maxAmount?: number }) =>
  value.minAmount === undefined || value.maxAmount === undefined || value.minAmount <= value.maxAmount;

export const ZCreatePaymentMethodRequestSchema = z
  .object(paymentMethodFields)
  .check(z.refine(minNotAboveMax, { message: CASHIER_MESSAGES.minAboveMax, path: ['minAmount'] }));
export type TCreatePaymentMethodRequest = z.input<typeof ZCreatePaymentMethodRequestSchema>;

export const ZUpdatePaymentMethodRequestSchema = z
  .object({
    name: z.optional(paymentMethodFields.name),
    nameEn: paymentMethodFields.nameEn,
    kind: z.optional(paymentMethodFields.kind),
    instructions: z.optional(z.string().check(z.trim(), z.maxLength(2000, CASHIER_MESSAGES.instructionsTooLong))),
    instructionsEn: paymentMethodFields.instructionsEn,
    minAmount: z.optional(methodAmount),
    maxAmount: z.optional(methodAmount),
    isActive: z.optional(z.boolean()),
    destinationFormat: z.optional(z.enum(DESTINATION_FORMATS, { error: CASHIER_MESSAGES.destinationFormatInvalid })),
  })
  .check(z.refine(minNotAboveMax, { message: CASHIER_MESSAGES.minAboveMax, path: ['minAmount'] }));
export type TUpdatePaymentMethodRequest = z.input<typeof ZUpdatePaymentMethodRequestSchema>;

export const ZPaymentMethodIdParamsSchema = z.object({ id: zId(CASHIER_MESSAGES.methodNotFound) });
