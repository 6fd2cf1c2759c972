import { ZMarkNotificationsReadResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';
import { markNotificationsReadInCache } from '@/lib/live/apply-live-message';

export async function markNotificationsRead(body: { ids?: number[] }) {
  return ZMarkNotificationsReadResponseSchema.parse(await api.post<unknown>('/api/notifications/read', body));
}

/**
 * Marks read the ids given, or all without them. This tab shows it at once; the others hear it from the
 * server (`notifications_read`).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }, { ids }) => markNotificationsReadInCache(queryClient, { unread, ids }),
  });
}
