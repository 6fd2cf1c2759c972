import type { TNotificationsResponse } from '@galope/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api/query-keys';

/** How many notifications a page holds: a shorter page is the last. */
const PAGE_SIZE = 20;

export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications,
    // The fetcher and its schemas come with the first read, after the first screen (fetch-notifications.ts).
    queryFn: async ({ pageParam }): Promise<TNotificationsResponse> =>
      (await import('./fetch-notifications')).getNotifications(pageParam, PAGE_SIZE),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.items.length < PAGE_SIZE ? undefined : page.items.at(-1)!.id),
  });

/** The bell's pages; `live` frames (`notification`, `notifications_read`) patch them in every tab. */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(), enabled });
}

/** How many unread notifications the badge shows: the first page's count, which live frames keep current. */
export function useUnreadNotifications({ enabled }: { enabled: boolean }): number {
  const { data } = useNotifications({ enabled });
  return enabled ? (data?.pages[0]?.unread ?? 0) : 0;
}
