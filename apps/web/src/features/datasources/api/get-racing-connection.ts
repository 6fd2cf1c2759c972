import { type TRacingConnectionResponse, ZRacingConnectionResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export const racingConnectionQueryKey = ['datasources', 'racing-connection'] as const;

/** Whether TheRacingAPI and the secondary RapidAPI feed answer, the tracks they offer and their endpoints. */
export async function getRacingConnection(): Promise<TRacingConnectionResponse> {
  return ZRacingConnectionResponseSchema.parse(await api.get<unknown>('/api/racing/test-connection'));
}

export const getRacingConnectionQueryOptions = () =>
  queryOptions({ queryKey: racingConnectionQueryKey, queryFn: getRacingConnection });

/** `enabled: false` waits for a button (each test counts a call against the source's limit). */
export function useRacingConnection({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRacingConnectionQueryOptions(), enabled });
}
