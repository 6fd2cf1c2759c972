import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { QueryLoadError } from '@/components/ui/load-error';

/**
 * What a back-office block shows for its query: `loading` while it loads, a retry box when it failed,
 * `empty` when `isEmpty` says there is nothing to list, otherwise `children` with the data.
 */
export function QueryContent<TData>({
  query,
  loading,
  loadError,
  retryLabel,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<TData>;
  loading: ReactNode;
  loadError: string;
  retryLabel: string;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return <QueryLoadError query={query} message={loadError} retryLabel={retryLabel} />;
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
