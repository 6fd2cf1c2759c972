import { type TUserToteTicketsResponse, ZUserToteTicketsResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { MONEY_STALE_TIME_MS } from '@/lib/api/get-bets';
import { queryKeys } from '@/lib/api/query-keys';

export type ToteTicket = TUserToteTicketsResponse['tickets'][number];

/** The player's tote tickets, newest first (the server sends the latest 200). */
export async function getToteTickets(): Promise<ToteTicket[]> {
  return ZUserToteTicketsResponseSchema.parse(await api.get<unknown>('/api/user/tote-tickets')).tickets;
}

export const getToteTicketsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.toteTickets, queryFn: getToteTickets, staleTime: MONEY_STALE_TIME_MS });

export function useToteTickets() {
  return useQuery(getToteTicketsQueryOptions());
}
