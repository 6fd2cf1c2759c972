import { type TBetResponse, ZBetResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Bets change when races settle: a screen that shows them again after 30 s reloads them. */
export const MONEY_STALE_TIME_MS = 30_000;

/** The signed-in player's bets, newest first (the server sends the latest 200). */
export async function getBets(): Promise<TBetResponse[]> {
  return z.array(ZBetResponseSchema).parse(await api.get<unknown>('/api/user/bets'));
}

export const getBetsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bets, queryFn: getBets, staleTime: MONEY_STALE_TIME_MS });

export function useBets() {
  return useQuery(getBetsQueryOptions());
}
