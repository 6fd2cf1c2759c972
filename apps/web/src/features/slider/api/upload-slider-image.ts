import { type TLanguage, type TSliderImageResponse, ZSliderImageResponseSchema } from '@galope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/api-client';

import { invalidateSliderImages } from '../invalidate-slider-images';

export type UploadSliderImageRequest = {
  image: File;
  title: string;
  subtitle: string;
  linkUrl: string;
  locale: TLanguage;
  orderIndex: number;
  isActive: boolean;
};

/** Adds a slide from an image file (multipart); the server checks the bytes, size and ratio again. */
export async function uploadSliderImage({ image, ...fields }: UploadSliderImageRequest): Promise<TSliderImageResponse> {
  const form = new FormData();
  // Text fields first: the server reads the parts in order and the file is the large one.
  form.set('title', fields.title);
  form.set('subtitle', fields.subtitle);
  form.set('linkUrl', fields.linkUrl);
  form.set('locale', fields.locale);
  form.set('orderIndex', String(fields.orderIndex));
  form.set('isActive', String(fields.isActive));
  form.set('image', image, image.name);
  return ZSliderImageResponseSchema.parse(await api.postForm<unknown>('/api/admin/slider-images/upload', form));
}

export function useUploadSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadSliderImage, onSuccess: () => invalidateSliderImages(queryClient) });
}
