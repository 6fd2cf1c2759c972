import { type TUserResponse, ZUserResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isUnauthorized } from './api-client';

export const currentUserQueryKey = ['/api/user'] as const;

/** The signed-in user, or null for an anonymous visitor (a 401 is not an error here). */
export async function getCurrentUser(): Promise<TUserResponse | null> {
  try {
    return ZUserResponseSchema.parse(await api.get<unknown>('/api/user'));
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
