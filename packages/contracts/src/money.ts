import { MESSAGES } from './messages';
import { z } from './zod-config';

/**
 * Money travels as a decimal string with at most two places ("10.00") and is computed as integer
 * cents. There is no floating-point arithmetic on money anywhere (docs/decisions/001-money-in-cents.md).
 */
export type Cents = number;

const MONEY_PATTERN = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Largest amount numeric(12,2) can hold, in cents: no balance or payout may pass it. */
export const MAX_CENTS: Cents = 9_999_999_999_99;

/**
 * Largest amount any request may carry, in cents: US$99,999,999.99, a hundredth of what
 * the database holds, so a few large credits cannot carry a balance past MAX_CENTS unnoticed.
 */
export const MAX_REQUEST_CENTS: Cents = 99_999_999_99;

/** Parses "12", "12.5", "12.50" (also a number with at most two decimals) into cents; null when invalid. */
export function parseCents(value: string | number): Cents | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return cents <= MAX_CENTS ? cents : null;
}

/** "7.777": an amount that would be one but for its third (or further) decimal, which no cent holds. */
export function hasTooManyDecimals(value: string | number): boolean {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return /^\d*\.\d{3,}$/.test(text);
}

/** Cents to the wire format: "1000.00", "-5.25". */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * How an amount names its currency on screen and in messages. A bare "$" reads as pesos in Mexico,
 * where most players are; "US$" says dollars in Spanish and in English alike.
 */
export const CURRENCY_SYMBOL = 'US$';

/** Display format: "US$1,000.00" (USD, two decimals, as every screen shows amounts). */
export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const [whole, fraction] = formatCents(Math.abs(cents)).split('.');
  // Thousands grouped by hand: toLocaleString builds a number format on every call (slow on a phone's board).
  return `${sign}${CURRENCY_SYMBOL}${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/**
 * An amount of money as the API accepts it: a string or number with at most two decimals, from 0 to
 * MAX_REQUEST_CENTS. Parses to cents. `tooManyDecimals` is what "7.777" is told (a stake is told
 * MESSAGES.amountTooManyDecimals); by default, the general message, as some forms word it.
 */
export function zMoney(
  message = 'Por favor ingresa una cantidad válida',
  { tooManyDecimals = message }: { tooManyDecimals?: string } = {},
) {
  return z.pipe(
    z.union([z.string(), z.number()], { error: message }),
    z.transform((value, ctx) => {
      const cents = parseCents(value);
      if (cents === null) {
        ctx.issues.push({
          code: 'custom',
          message: hasTooManyDecimals(value) ? tooManyDecimals : message,
          input: value,
        });
        return z.NEVER;
      }
      if (cents > MAX_REQUEST_CENTS) {
        ctx.issues.push({ code: 'custom', message: MESSAGES.amountTooLarge, input: value });
        return z.NEVER;
      }
      return cents;
    }),
  );
}

/** Money in a response: "10.00". */
export const ZMoneyStringSchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
