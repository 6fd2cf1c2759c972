import { type TTestApiResponse, ZTestApiResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const horseRacingApiTestQueryKey = ['datasources', 'test', 'horse-racing-api'] as const;

/** A call to the general horse racing source (TheRacingAPI): whether it answers. */
export async function testHorseRacingApi(): Promise<TTestApiResponse> {
  return ZTestApiResponseSchema.parse(await api.get<unknown>('/api/test/horse-racing-api'));
}

export const testHorseRacingApiQueryOptions = () =>
  queryOptions({ queryKey: horseRacingApiTestQueryKey, queryFn: testHorseRacingApi });

/** Runs when asked (`refetch`): each test counts a call against the source's limit. */
export function useHorseRacingApiTest() {
  return useQuery({ ...testHorseRacingApiQueryOptions(), enabled: false });
}
