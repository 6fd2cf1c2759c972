import { type TSliderImageResponse, ZSliderImageResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api/api-client';

export const adminSliderImagesQueryKey = ['admin', 'slider-images'] as const;

/** Every slide, inactive ones included, in their order. */
export async function getAdminSliderImages(): Promise<TSliderImageResponse[]> {
  return z.array(ZSliderImageResponseSchema).parse(await api.get<unknown>('/api/admin/slider-images'));
}

export const getAdminSliderImagesQueryOptions = () =>
  queryOptions({ queryKey: adminSliderImagesQueryKey, queryFn: getAdminSliderImages, staleTime: 30_000 });

export function useAdminSliderImages() {
  return useQuery(getAdminSliderImagesQueryOptions());
}
