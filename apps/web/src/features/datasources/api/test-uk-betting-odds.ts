import { type TTestApiResponse, ZTestApiResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const ukBettingOddsTestQueryKey = ['datasources', 'test', 'uk-betting-odds-api'] as const;

/** A call to the UK betting odds source: whether it answers, and its remaining quota in the details. */
export async function testUkBettingOdds(): Promise<TTestApiResponse> {
  return ZTestApiResponseSchema.parse(await api.get<unknown>('/api/test/uk-betting-odds'));
}

export const testUkBettingOddsQueryOptions = () =>
  queryOptions({ queryKey: ukBettingOddsTestQueryKey, queryFn: testUkBettingOdds });

/** Runs when asked (`refetch`): each test counts a call against the source's limit. */
export function useUkBettingOddsTest() {
  return useQuery({ ...testUkBettingOddsQueryOptions(), enabled: false });
}
