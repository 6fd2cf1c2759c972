import { type TNotificationsResponse, ZNotificationsResponseSchema } from '@galope/contracts';

import { api } from '@/lib/api/api-client';

/**
 * A page of `limit` of the player's notifications, newest first, after the notification `before` (the
 * last one shown). Its own module, loaded by the first read (get-notifications.ts): the header's bell is on every
 * page, and its schemas (a union of every kind) were built before a player's first screen.
 */
export async function getNotifications(before: number | undefined, limit: number): Promise<TNotificationsResponse> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) query.set('before', String(before));
  return ZNotificationsResponseSchema.parse(await api.get<unknown>(`/api/notifications?${query}`));
}
