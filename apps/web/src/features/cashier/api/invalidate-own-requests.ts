import type { QueryClient } from '@tanstack/react-query';

import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * After the player asks for or takes back a request: their list of requests, and their balance (a
 * withdrawal leaves it when asked for, and comes back when taken back).
 */
export function invalidateOwnRequests(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.cashierRequests }),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  ]).then(() => undefined);
}
