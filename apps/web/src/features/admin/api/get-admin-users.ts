import { type TAdminUserResponse, type TUserRole, type TUserStatus, ZAdminUserResponseSchema } from '@galope/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

/** Every page and filter of the list: an action on a user invalidates this prefix. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export type AdminUsersFilters = {
  page: number;
  pageSize: number;
  search: string;
  status: TUserStatus | null;
  role: TUserRole | null;
};

export type AdminUsersPage = { users: TAdminUserResponse[]; total: number };

/** One page of the back office's user list; the total comes in the `X-Total-Count` header. */
export async function getAdminUsers(filters: AdminUsersFilters): Promise<AdminUsersPage> {
  const query = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  const search = filters.search.trim();
  if (search) query.set('search', search);
  if (filters.status) query.set('status', filters.status);
  if (filters.role) query.set('role', filters.role);
  const { data, headers } = await api.getWithHeaders<unknown>(`/api/admin/users?${query}`);
  const users = z.array(ZAdminUserResponseSchema).parse(data);
  const total = Number(headers.get('x-total-count'));
  return { users, total: Number.isFinite(total) && headers.has('x-total-count') ? total : users.length };
}

export const getAdminUsersQueryOptions = (filters: AdminUsersFilters) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, filters],
    queryFn: () => getAdminUsers(filters),
    // Other admins change the list too: a page seen again after 30 s reloads.
    staleTime: 30_000,
    // Paging and typing in the search keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: AdminUsersFilters) {
  return useQuery(getAdminUsersQueryOptions(filters));
}

/** A change to accounts (created, deleted, approved, credited): once saved, every page of the list is read again. */
export function useUserListChange<TResult, TVariables>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }) });
}
