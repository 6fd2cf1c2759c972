import { ZAuditActorResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { auditLogQueryKey } from './get-audit-log';

/** Everyone in the trail (staff, and players refused at a staff endpoint), for the staff filter. */
export async function getAuditActors() {
  return ZAuditActorResponseSchema.array().parse(await api.get<unknown>('/api/admin/audit-log/actors'));
}

export const getAuditActorsQueryOptions = () =>
  queryOptions({ queryKey: [...auditLogQueryKey, 'actors'], queryFn: getAuditActors, staleTime: 60_000 });

export function useAuditActors() {
  return useQuery(getAuditActorsQueryOptions());
}
