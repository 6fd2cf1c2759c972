import { type TBalanceTransactionResponse, ZBalanceTransactionResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** How many of a player's latest movements staff see beside a request. */
export const PLAYER_MOVEMENTS_SHOWN = 5;

/** A player's latest balance movements, newest first, as staff read them. */
export async function getPlayerMovements(userId: number): Promise<TBalanceTransactionResponse[]> {
  return z
    .array(ZBalanceTransactionResponseSchema)
    .parse(await api.get<unknown>(`/api/admin/users/${userId}/balance-history?limit=${PLAYER_MOVEMENTS_SHOWN}`));
}

export function usePlayerMovements(userId: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...queryKeys.adminCashier, 'movements', userId] as const,
      queryFn: () => getPlayerMovements(userId),
    }),
    enabled,
  });
}
