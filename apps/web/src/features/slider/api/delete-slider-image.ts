import { ZMessageResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { invalidateSliderImages } from '../invalidate-slider-images';

/** Removes a slide (and its uploaded file). */
export async function deleteSliderImage(id: number): Promise<{ message: string }> {
  return ZMessageResponseSchema.parse(await api.delete<unknown>(`/api/admin/slider-images/${id}`));
}

export function useDeleteSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSliderImage, onSuccess: () => invalidateSliderImages(queryClient) });
}
