import { type TUsRacingTestResponse, ZUsRacingTestResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const usHorseRacingApiTestQueryKey = ['datasources', 'test', 'us-horse-racing-api'] as const;

/** A call to the US horse racing source: whether it answers and how many races it lists today. */
export async function testUsHorseRacingApi(): Promise<TUsRacingTestResponse> {
  return ZUsRacingTestResponseSchema.parse(await api.get<unknown>('/api/test/us-horse-racing-api'));
}

export const testUsHorseRacingApiQueryOptions = () =>
  queryOptions({ queryKey: usHorseRacingApiTestQueryKey, queryFn: testUsHorseRacingApi });

/** Runs when asked (`refetch`): each test counts a call against the source's limit. */
export function useUsHorseRacingApiTest() {
  return useQuery({ ...testUsHorseRacingApiQueryOptions(), enabled: false });
}
