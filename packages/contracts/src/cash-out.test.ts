import { describe, expect, it } from 'vitest';
import { cashOutValueCents, ZCashOutSettingsRequestSchema } from './cash-out';

describe('the cash-out value', () => {
  it('is stake × odds taken ÷ current odds: the published worked example, to the cent', () => {
    // blog.coinsaga.com, "What is a cash out in betting" (cash-out formula): 80 staked at 5.00, the
    // odds now 2.50, fair cash out 400 ÷ 2.50 = 160; with our 5 % margin 152.
    const example = { stakeCents: 8000, takenOddsHundredths: 500, currentOddsHundredths: 250 };
    expect(cashOutValueCents({ ...example, marginBasisPoints: 0 })).toBe(16_000);
    expect(cashOutValueCents({ ...example, marginBasisPoints: 500 })).toBe(15_200);
  });

  it('rounds down to the cent, never up', () => {
    // 10.00 at 2.50, now 3.00, less 5 %: 7.91666… → 7.91.
    expect(
      cashOutValueCents({
        stakeCents: 1000,
        takenOddsHundredths: 250,
        currentOddsHundredths: 300,
        marginBasisPoints: 500,
      }),
    ).toBe(791);
    // 0.01 at 1.50, now 2.00: half a cent is nothing.
    expect(
      cashOutValueCents({ stakeCents: 1, takenOddsHundredths: 150, currentOddsHundredths: 200, marginBasisPoints: 0 }),
    ).toBe(0);
  });

  it('never passes what the stake could win (stake × odds taken, half-up)', () => {
    // With a real price (≥ 1.01) the value stays below it; the rule still holds at any price given.
    expect(
      cashOutValueCents({
        stakeCents: 1005,
        takenOddsHundredths: 101,
        currentOddsHundredths: 50,
        marginBasisPoints: 0,
      }),
    ).toBe(1015);
    expect(
      cashOutValueCents({
        stakeCents: 1005,
        takenOddsHundredths: 101,
        currentOddsHundredths: 101,
        marginBasisPoints: 0,
      }),
    ).toBe(1005);
  });

  it('stays exact where a float would not: the largest stake at long odds', () => {
    expect(
      cashOutValueCents({
        stakeCents: 9_999_999_999,
        takenOddsHundredths: 100_000,
        currentOddsHundredths: 333,
        marginBasisPoints: 500,
      }),
    ).toBe(Number((9_999_999_999n * 100_000n * 9_500n) / (333n * 10_000n)));
  });
});

describe('the cash-out settings form', () => {
  it('takes a margin from 0 to 50 with at most two decimals, as basis points', () => {
    expect(ZCashOutSettingsRequestSchema.parse({ enabled: true, marginPercent: '2.5' })).toEqual({
      enabled: true,
      marginBasisPoints: 250,
    });
    expect(ZCashOutSettingsRequestSchema.parse({ enabled: false, marginPercent: 50 }).marginBasisPoints).toBe(5000);
    for (const marginPercent of ['50.01', '-1', '1.234', '', 'abc', 1e21, '1e1']) {
      expect(ZCashOutSettingsRequestSchema.safeParse({ enabled: true, marginPercent }).success).toBe(false);
    }
  });
});
