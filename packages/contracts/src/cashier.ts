import { CASHIER_MESSAGES } from './messages';
import { formatUsd, ZMoneyStringSchema } from './money';
import { z } from './zod-config';

/**
 * The cashier (docs/rules/cashier.md): deposits and withdrawals players ask for and staff settle. What the API
 * answers is here (a player's page reads a request from the live socket); what it accepts, in
 * cashier-requests.ts (only the cashier's screens build those schemas).
 */

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

/** "El monto mínimo para este método es US$100.00". */
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

export const ZCashierRequestResponseSchema = z.object({
  id: z.int(),
  type: z.enum(CASHIER_REQUEST_TYPES),
  status: z.enum(CASHIER_REQUEST_STATUSES),
  amount: ZMoneyStringSchema,
  methodId: z.int(),
  methodName: z.string(),
  /** The method's English name; null: show `methodName`. */
  methodNameEn: z.nullable(z.string()),
  /** Quoted to staff: DEP-7K2Q9, RET-… */
  code: z.string(),
  reference: z.nullable(z.string()),
  destination: z.nullable(z.string()),
  hasReceipt: z.boolean(),
  /** The staff's note on an approval, the reason of a rejection. */
  note: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type TCashierRequestResponse = z.infer<typeof ZCashierRequestResponseSchema>;

/** A request as staff see it: whose it is and, to judge it, the player's balance now. */
export const ZAdminCashierRequestResponseSchema = z.extend(ZCashierRequestResponseSchema, {
  user: z.object({ id: z.int(), username: z.string(), balance: ZMoneyStringSchema }),
  decidedBy: z.nullable(z.object({ id: z.int(), username: z.string() })),
});
export type TAdminCashierRequestResponse = z.infer<typeof ZAdminCashierRequestResponseSchema>;

/** Today's approved totals for the "Caja" tab (site day: America/Mexico_City). */
export const ZCashierSummaryResponseSchema = z.object({
  pending: z.int(),
  depositsToday: ZMoneyStringSchema,
  withdrawalsToday: ZMoneyStringSchema,
});
export type TCashierSummaryResponse = z.infer<typeof ZCashierSummaryResponseSchema>;

export const ZPaymentMethodResponseSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** For an English reader; null: show `name`. */
  nameEn: z.nullable(z.string()),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  instructions: z.string(),
  /** For an English reader; null: show `instructions`. */
  instructionsEn: z.nullable(z.string()),
  minAmount: ZMoneyStringSchema,
  maxAmount: ZMoneyStringSchema,
  isActive: z.boolean(),
  destinationFormat: z.enum(DESTINATION_FORMATS),
});
export type TPaymentMethodResponse = z.infer<typeof ZPaymentMethodResponseSchema>;
