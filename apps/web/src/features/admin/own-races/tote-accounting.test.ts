import { describe, expect, it } from 'vitest';

import { accountingSides } from './tote-accounting';

const pool = {
  pool: 'win' as const,
  status: 'final' as const,
  total: '100.00',
  refunds: '4.00',
  takeout: '14.40',
  breakage: '0.60',
  paid: '81.00',
  minusPoolCost: '0.00',
};

describe('tote accounting per pool', () => {
  it('balances when pool − refunds = takeout + breakage + paid − minus-pool cost', () => {
    expect(accountingSides(pool)).toEqual({ left: 9600, right: 9600, balanced: true });
  });

  it('counts a minus pool against what was paid', () => {
    expect(accountingSides({ ...pool, paid: '82.00', minusPoolCost: '1.00' }).balanced).toBe(true);
  });

  it('shows a cent out', () => {
    expect(accountingSides({ ...pool, paid: '81.01' })).toMatchObject({ balanced: false, left: 9600, right: 9601 });
  });
});
