import { SEARCH_QUERY_MIN, type TSearchResponse, ZSearchResponseSchema } from '@galope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

export async function findSearchResults(text: string): Promise<TSearchResponse> {
  return ZSearchResponseSchema.parse(await api.get<unknown>(`/api/search?q=${encodeURIComponent(text)}`));
}

export const findSearchResultsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['/api/search', text] as const,
    queryFn: () => findSearchResults(text),
    // As long as the server lets a browser keep an answer: typing back to a word asks again no sooner.
    staleTime: 10_000,
  });

/**
 * What the search dialog shows for the text typed (trimmed): nothing asked below two characters, and
 * while the next answer travels the last one stays on screen (`isPlaceholderData`).
 */
export function useSearchResults(text: string) {
  const trimmed = text.trim();
  return useQuery({
    ...findSearchResultsQueryOptions(trimmed),
    enabled: trimmed.length >= SEARCH_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
}
