import {
  type TTestApiResponse,
  type TUsRacingTestResponse,
  ZTestApiResponseSchema,
  ZUsRacingTestResponseSchema,
} from '@galope/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export type RacingApiTestId = 'us-horse-racing-api' | 'uk-betting-odds-api' | 'horse-racing-api';

/** The answer of any of the three: the US source also says how many races it lists today. */
export type RacingApiTestAnswer = TTestApiResponse & Partial<Pick<TUsRacingTestResponse, 'data'>>;

// The US horse racing source (races listed today), the UK betting odds source (its remaining quota in
// the details) and the general horse racing source (TheRacingAPI): whether each answers.
const TEST_CALLS: Record<RacingApiTestId, { url: string; schema: typeof ZTestApiResponseSchema }> = {
  'us-horse-racing-api': { url: '/api/test/us-horse-racing-api', schema: ZUsRacingTestResponseSchema },
  'uk-betting-odds-api': { url: '/api/test/uk-betting-odds', schema: ZTestApiResponseSchema },
  'horse-racing-api': { url: '/api/test/horse-racing-api', schema: ZTestApiResponseSchema },
};

export async function testRacingApi(id: RacingApiTestId): Promise<RacingApiTestAnswer> {
  const { url, schema } = TEST_CALLS[id];
  return schema.parse(await api.get<unknown>(url));
}

/** Runs when asked (`refetch`): each test counts a call against the source's limit. */
export function useRacingApiTestQuery(id: RacingApiTestId) {
  return useQuery({ queryKey: ['datasources', 'test', id], queryFn: () => testRacingApi(id), enabled: false });
}
