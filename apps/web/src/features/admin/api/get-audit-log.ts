import { ZAuditEntryResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

export type AuditEntry = z.infer<typeof ZAuditEntryResponseSchema>;

export const auditLogQueryKey = ['admin', 'audit-log'] as const;

/** The latest back-office actions, newest first (super admins only). */
export async function getAuditLog(limit: number): Promise<AuditEntry[]> {
  return ZAuditEntryResponseSchema.array().parse(await api.get<unknown>(`/api/admin/audit-log?limit=${limit}`));
}

export const getAuditLogQueryOptions = (limit: number) =>
  queryOptions({ queryKey: [...auditLogQueryKey, limit], queryFn: () => getAuditLog(limit), staleTime: 0 });

export function useAuditLog(limit: number) {
  return useQuery(getAuditLogQueryOptions(limit));
}
