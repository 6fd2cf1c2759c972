import { useQuery } from '@tanstack/react-query';

import { adminUsersQueryKey, getAdminUsers } from './get-admin-users';

/** How often the count is read again: a sign-up raises no live message. */
const REFRESH_MS = 60_000;

/**
 * How many accounts wait for approval: the total of the pending filter, one row asked for. Under the
 * users list's key, so approving or rejecting someone refreshes it with the list.
 */
export function usePendingAccountsCount() {
  return useQuery({
    queryKey: [...adminUsersQueryKey, 'pending-count'],
    queryFn: async () =>
      (await getAdminUsers({ page: 1, pageSize: 1, search: '', status: 'pending', role: null })).total,
    refetchInterval: REFRESH_MS,
  });
}
