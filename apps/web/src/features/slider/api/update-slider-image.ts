import {
  type TSliderImageResponse,
  ZSliderImageResponseSchema,
  type ZUpdateSliderImageRequestSchema,
} from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

import { invalidateSliderImages } from '../invalidate-slider-images';

export type UpdateSliderImageRequest = z.input<typeof ZUpdateSliderImageRequestSchema>;

/** Changes any of a slide's fields; the eye toggle sends `{ isActive }` only. */
export async function updateSliderImage({
  id,
  ...body
}: UpdateSliderImageRequest & { id: number }): Promise<TSliderImageResponse> {
  return ZSliderImageResponseSchema.parse(await api.patch<unknown>(`/api/admin/slider-images/${id}`, body));
}

export function useUpdateSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSliderImage, onSuccess: () => invalidateSliderImages(queryClient) });
}
