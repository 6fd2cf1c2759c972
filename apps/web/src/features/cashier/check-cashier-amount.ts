import { hasTooManyDecimals, parseCents, type TPaymentMethodResponse } from '@galope/contracts';

export type AmountCheck =
  | { ok: true; cents: number }
  | { ok: false; error: 'amountInvalid' | 'amountDecimals' | 'belowMin' | 'aboveMax' | 'aboveBalance' };

/**
 * The form's own check before it asks, with the server's rules (docs/rules/cashier.md): a positive amount with
 * at most two decimals, within the method's bounds and, for a withdrawal, at most the balance.
 */
export function checkCashierAmount(
  value: string,
  method: Pick<TPaymentMethodResponse, 'minAmount' | 'maxAmount'>,
  balance?: string,
): AmountCheck {
  const text = value.trim();
  if (hasTooManyDecimals(text)) return { ok: false, error: 'amountDecimals' };
  const cents = parseCents(text);
  if (cents === null || cents <= 0) return { ok: false, error: 'amountInvalid' };
  if (cents < parseCents(method.minAmount)!) return { ok: false, error: 'belowMin' };
  if (cents > parseCents(method.maxAmount)!) return { ok: false, error: 'aboveMax' };
  if (balance !== undefined && cents > (parseCents(balance) ?? 0)) return { ok: false, error: 'aboveBalance' };
  return { ok: true, cents };
}
