import { describe, expect, it } from 'vitest';

import { checkCashierAmount } from './check-cashier-amount';

const spei = { minAmount: '100.00', maxAmount: '50000.00' };

describe('the cashier form checks an amount as the server will', () => {
  it('takes an amount within the bounds, in cents', () => {
    expect(checkCashierAmount('500', spei)).toEqual({ ok: true, cents: 50_000 });
    expect(checkCashierAmount(' 100.5 ', spei)).toEqual({ ok: true, cents: 10_050 });
  });

  it.each([
    ['abc', 'amountInvalid'],
    ['-150', 'amountInvalid'],
    ['0', 'amountInvalid'],
    ['150.005', 'amountDecimals'],
    ['99.99', 'belowMin'],
    ['50000.01', 'aboveMax'],
  ])('refuses %s (%s)', (value, error) => {
    expect(checkCashierAmount(value, spei)).toEqual({ ok: false, error });
  });

  it('refuses a withdrawal over the balance', () => {
    expect(checkCashierAmount('300', spei, '299.99')).toEqual({ ok: false, error: 'aboveBalance' });
    expect(checkCashierAmount('299.99', spei, '299.99')).toMatchObject({ ok: true });
  });
});
