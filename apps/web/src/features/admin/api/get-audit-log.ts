import { type TAuditEntryResponse, ZAuditEntryResponseSchema } from '@galope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

export type AuditEntry = TAuditEntryResponse;

/** Every page and filter of the trail. */
export const auditLogQueryKey = ['admin', 'audit-log'] as const;

/** The trail's filters as the tab holds them: empty strings are "any". Days are YYYY-MM-DD. */
export type AuditFilters = { adminUserId: string; action: string; from: string; to: string };
export type AuditPage = { entries: AuditEntry[]; total: number };

/** The query string both the list and the CSV export read, without the empty filters. */
export function auditFilterParams(filters: AuditFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** Where the browser downloads the CSV of everything the filters select. */
export const auditCsvUrl = (filters: AuditFilters) => {
  const query = auditFilterParams(filters).toString();
  return `/api/admin/audit-log.csv${query ? `?${query}` : ''}`;
};

/** One page of the trail, newest first; the total comes in the `X-Total-Count` header. */
export async function getAuditLog(filters: AuditFilters, page: { limit: number; offset: number }): Promise<AuditPage> {
  const query = auditFilterParams(filters);
  query.set('limit', String(page.limit));
  query.set('offset', String(page.offset));
  const { data, headers } = await api.getWithHeaders<unknown>(`/api/admin/audit-log?${query}`);
  const entries = z.array(ZAuditEntryResponseSchema).parse(data);
  const total = Number(headers.get('x-total-count'));
  return { entries, total: headers.has('x-total-count') && Number.isFinite(total) ? total : entries.length };
}

export const getAuditLogQueryOptions = (filters: AuditFilters, page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: [...auditLogQueryKey, filters, page],
    queryFn: () => getAuditLog(filters, page),
    staleTime: 0,
    // Paging and filtering keep the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditFilters, page: { limit: number; offset: number }) {
  return useQuery(getAuditLogQueryOptions(filters, page));
}
