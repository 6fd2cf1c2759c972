import { type TLanguage, type TSliderImageResponse, ZSliderImageResponseSchema } from '@galope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from './api-client';

/**
 * The public slider list. Shared: the landing shows it and the back office invalidates this prefix
 * after every slider change, so the two features agree on it here.
 */
export const sliderImagesQueryKey = ['slider-images'] as const;

/** Spec §7: slider data stays fresh 5 minutes. */
const SLIDER_STALE_TIME_MS = 5 * 60_000;

/** The active slides for the given language, in their order. */
export async function getSliderImages(locale: TLanguage): Promise<TSliderImageResponse[]> {
  const query = new URLSearchParams({ active: 'true', locale });
  return z.array(ZSliderImageResponseSchema).parse(await api.get<unknown>(`/api/slider-images?${query}`));
}

/** Lists asked for before React rendered (`askForSliderImagesEarly`), each taken by the first query for it. */
const early = new Map<TLanguage, Promise<TSliderImageResponse[]>>();

/**
 * Asks for the landing's slides as the app's script starts, not once the landing has rendered: the
 * first slide is the landing's largest paint (decision 021). The landing's query takes this answer.
 */
export function askForSliderImagesEarly(locale: TLanguage): Promise<TSliderImageResponse[]> {
  const list = getSliderImages(locale);
  early.set(locale, list);
  return list;
}

export const getSliderImagesQueryOptions = (locale: TLanguage) =>
  queryOptions({
    queryKey: [...sliderImagesQueryKey, { active: true, locale }],
    queryFn: () => {
      const list = early.get(locale);
      early.delete(locale);
      return list ?? getSliderImages(locale);
    },
    staleTime: SLIDER_STALE_TIME_MS,
  });

export function useSliderImages(locale: TLanguage) {
  return useQuery(getSliderImagesQueryOptions(locale));
}
