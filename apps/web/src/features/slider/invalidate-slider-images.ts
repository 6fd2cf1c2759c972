import type { QueryClient } from '@tanstack/react-query';

import { sliderImagesQueryKey } from '@/lib/api/get-slider-images';

import { adminSliderImagesQueryKey } from './api/get-admin-slider-images';

/** After any slider change: the back office's list and the landing's public slides (spec §7). */
export function invalidateSliderImages(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSliderImagesQueryKey }),
    queryClient.invalidateQueries({ queryKey: sliderImagesQueryKey }),
  ]).then(() => undefined);
}
