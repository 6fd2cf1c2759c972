import {
  type TSliderImageResponse,
  type ZCreateSliderImageRequestSchema,
  ZSliderImageResponseSchema,
} from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

import { invalidateSliderImages } from '../invalidate-slider-images';

export type CreateSliderImageRequest = z.input<typeof ZCreateSliderImageRequestSchema>;

/** Adds a slide whose image lives at a URL. */
export async function createSliderImage(body: CreateSliderImageRequest): Promise<TSliderImageResponse> {
  return ZSliderImageResponseSchema.parse(await api.post<unknown>('/api/admin/slider-images', body));
}

export function useCreateSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSliderImage, onSuccess: () => invalidateSliderImages(queryClient) });
}
