import { ZAuditActorResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

import { auditLogQueryKey } from './get-audit-log';

/** Everyone in the trail (staff, and players refused at a staff endpoint), for the staff filter. */
export async function getAuditActors() {
  return z.array(ZAuditActorResponseSchema).parse(await api.get<unknown>('/api/admin/audit-log/actors'));
}

export const getAuditActorsQueryOptions = () =>
  queryOptions({ queryKey: [...auditLogQueryKey, 'actors'], queryFn: getAuditActors, staleTime: 60_000 });

export function useAuditActors() {
  return useQuery(getAuditActorsQueryOptions());
}
