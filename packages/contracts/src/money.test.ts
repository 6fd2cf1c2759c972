import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { formatCents, formatUsd, hasTooManyDecimals, parseCents, zMoney } from './money';

describe('parseCents', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.50', 1050],
    ['0.01', 1],
    [' 7.25 ', 725],
    [12.34, 1234],
    [0, 0],
  ])('%o is %i cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '1e3', '1,5', 'NaN', '10.', '.5', 'Infinity'])('refuses %o', (input) => {
    expect(parseCents(input)).toBeNull();
  });

  it('refuses numbers that cannot be written with two decimals, and infinities', () => {
    expect(parseCents(0.1 + 0.2)).toBeNull();
    expect(parseCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseCents(Number('1e309'))).toBeNull();
    expect(parseCents(-1)).toBeNull();
  });

  it('refuses more than numeric(12,2) can hold', () => {
    expect(parseCents('9999999999.99')).toBe(999_999_999_999);
    expect(parseCents('99999999999')).toBeNull();
  });
});

describe('formatting', () => {
  it('writes two decimals on the wire', () => {
    expect(formatCents(100_000)).toBe('1000.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-525)).toBe('-5.25');
  });

  it('shows dollars with thousands separators', () => {
    expect(formatUsd(100_000)).toBe('US$1,000.00');
    expect(formatUsd(123_456_789)).toBe('US$1,234,567.89');
    expect(formatUsd(-99)).toBe('-US$0.99');
  });

  it('refuses a non-integer amount of cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe('zMoney', () => {
  it('parses to cents or fails with the given message', () => {
    const schema = zMoney('Por favor ingresa una cantidad válida');
    expect(schema.parse('25.00')).toBe(2500);
    const result = schema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Por favor ingresa una cantidad válida');
  });

  it('says an amount with a third decimal has too many decimals, where the field asks for that', () => {
    const stake = zMoney('Por favor ingresa una cantidad válida', { tooManyDecimals: MESSAGES.amountTooManyDecimals });
    for (const value of ['7.777', '1.001', 7.777, ' .125 ']) {
      expect(hasTooManyDecimals(value)).toBe(true);
      expect(stake.safeParse(value).error?.issues[0]?.message).toBe(MESSAGES.amountTooManyDecimals);
      expect(zMoney('Balance debe ser un número válido').safeParse(value).error?.issues[0]?.message).toBe(
        'Balance debe ser un número válido',
      );
    }
    for (const value of ['7.77', '7', '7.7.7', 'abc', '']) expect(hasTooManyDecimals(value)).toBe(false);
  });
});

describe('zMoney in a request', () => {
  it('accepts up to US$99,999,999.99 and refuses more with the maximum in the message', () => {
    expect(zMoney().parse('99999999.99')).toBe(9_999_999_999);
    const result = zMoney().safeParse('100000000.00');
    expect(result.error?.issues[0]?.message).toBe('La cantidad máxima es US$99,999,999.99');
  });
});
