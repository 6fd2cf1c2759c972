import { type TUserResponse, ZUserResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isUnauthorized } from './api-client';

export const currentUserQueryKey = ['/api/user'] as const;

/** Set by the server beside its session cookie (which scripts cannot read): a session may be open. */
const SIGNED_IN_HINT = 'galope_signed_in=';

/** The server's hint is there: a session may be open (a guest has none). */
export function maybeSignedIn(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(SIGNED_IN_HINT));
}

/**
 * The signed-in user, or null for an anonymous visitor (a 401 is not an error here). Without the
 * server's sign-in hint there is no session to ask about, and a guest's page logs no 401.
 */
export async function getCurrentUser(): Promise<TUserResponse | null> {
  if (!maybeSignedIn()) return null;
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
