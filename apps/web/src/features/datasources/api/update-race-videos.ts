import { ZUpdateVideosResponseSchema } from '@galope/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

export type UpdateRaceVideosResult = z.infer<typeof ZUpdateVideosResponseSchema>;

/** Looks up the races' live streams and replays again; the page reloads afterwards (spec §4). */
export async function updateRaceVideos(): Promise<UpdateRaceVideosResult> {
  return ZUpdateVideosResponseSchema.parse(await api.post<unknown>('/api/racing/update-videos'));
}

export function useUpdateRaceVideos() {
  return useMutation({ mutationFn: updateRaceVideos });
}
