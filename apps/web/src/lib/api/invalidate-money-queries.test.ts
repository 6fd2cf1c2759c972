import type { TUserResponse } from '@galope/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { currentUserQueryKey } from './get-current-user';
import { userLimitsQueryKey } from './get-user-limits';
import { refreshAfterBet } from './invalidate-money-queries';
import { queryKeys } from './query-keys';

function clientWithMoney() {
  const client = new QueryClient();
  client.setQueryData(currentUserQueryKey, { id: 1, balance: '10.00' } as TUserResponse);
  client.setQueryData(queryKeys.bets, []);
  client.setQueryData(userLimitsQueryKey, {
    limits: {},
    pending: [],
    used: {},
    timeOutUntil: null,
    selfExcludedUntil: null,
  });
  return client;
}

describe('after a bet', () => {
  it('leaves the balance and the bets to the live balance_update while the socket is open', () => {
    const client = clientWithMoney();
    refreshAfterBet(client, true);
    expect(client.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(queryKeys.bets)?.isInvalidated).toBe(false);
  });

  it('refetches the balance, the bets and what the limits have used itself without a socket', () => {
    const client = clientWithMoney();
    refreshAfterBet(client, false);
    expect(client.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.bets)?.isInvalidated).toBe(true);
    expect(client.getQueryState(userLimitsQueryKey)?.isInvalidated).toBe(true);
  });
});
