import type { TBalanceTransactionResponse } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import { balancePoints, signedCents } from './balance-points';
import { formatSignedMoney } from './format-signed-money';

function entry(
  id: number,
  type: TBalanceTransactionResponse['type'],
  amount: string,
  previousBalance: string,
  newBalance: string,
): TBalanceTransactionResponse {
  return {
    id,
    type,
    amount,
    previousBalance,
    newBalance,
    description: null,
    descriptionCode: null,
    descriptionParams: null,
    relatedBetId: null,
    adminUserId: null,
    createdAt: `2025-05-0${id}T12:00:00.000Z`,
  };
}

// Newest first, as the API answers.
const history = [
  entry(4, 'winnings', '35.00', '90.00', '125.00'),
  entry(3, 'bet', '-10.00', '100.00', '90.00'),
  entry(2, 'deposit', '50.00', '50.00', '100.00'),
  entry(1, 'deposit', '50.00', '0.00', '50.00'),
];

describe('signedCents', () => {
  it('reads signed money strings as cents', () => {
    expect(signedCents('-10.00')).toBe(-1000);
    expect(signedCents('1234.56')).toBe(123456);
    expect(signedCents('0.00')).toBe(0);
    expect(signedCents('nope')).toBe(0);
  });
});

describe('balancePoints', () => {
  it('runs oldest first from the balance before the oldest movement', () => {
    expect(balancePoints(history).map((point) => point.cents)).toEqual([0, 5000, 10000, 9000, 12500]);
    expect(balancePoints(history)[0]).toEqual({ cents: 0, at: null, type: null });
    expect(balancePoints(history)[4]).toMatchObject({ at: '2025-05-04T12:00:00.000Z', type: 'winnings' });
  });

  it('draws nothing without movements and a line from a single one', () => {
    expect(balancePoints([])).toEqual([]);
    expect(balancePoints([history[1]!]).map((point) => point.cents)).toEqual([10000, 9000]);
  });
});

describe('formatSignedMoney', () => {
  it('shows the sign of a movement', () => {
    expect(formatSignedMoney('35.00')).toBe('+US$35.00');
    expect(formatSignedMoney('-1250.50')).toBe('-US$1,250.50');
    expect(formatSignedMoney('0.00')).toBe('US$0.00');
  });
});
