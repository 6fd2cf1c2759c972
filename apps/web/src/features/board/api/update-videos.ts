import { ZUpdateVideosResponseSchema } from '@galope/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

export type UpdateVideosResponse = z.infer<typeof ZUpdateVideosResponseSchema>;

/** Asks the server to look up the races' live streams and replays again. */
export async function updateVideos(): Promise<UpdateVideosResponse> {
  return ZUpdateVideosResponseSchema.parse(await api.post<unknown>('/api/racing/update-videos'));
}

export function useUpdateVideos() {
  return useMutation({ mutationFn: updateVideos });
}
