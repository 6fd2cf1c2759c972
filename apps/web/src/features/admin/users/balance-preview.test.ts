import { describe, expect, it } from 'vitest';

import { previewBalance } from './balance-preview';

describe('previewBalance', () => {
  it('adds, subtracts and sets in cents', () => {
    expect(previewBalance('1000.00', '10.50', 'add')).toBe(101_050);
    expect(previewBalance('1000.00', '0.01', 'subtract')).toBe(99_999);
    expect(previewBalance('1000.00', '25', 'set')).toBe(2_500);
  });

  it('goes below zero when more is subtracted than there is (the dialog refuses it)', () => {
    expect(previewBalance('5.00', '5.01', 'subtract')).toBe(-1);
  });

  it('is null while the amount is empty or not money', () => {
    expect(previewBalance('5.00', '', 'add')).toBeNull();
    expect(previewBalance('5.00', '1.234', 'add')).toBeNull();
    expect(previewBalance('5.00', '-3', 'add')).toBeNull();
  });
});
