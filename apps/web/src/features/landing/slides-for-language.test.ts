import type { TSliderImageResponse } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

import { slidesForLanguage } from './slides-for-language';

const slide = (id: number, locale: 'es' | 'en'): TSliderImageResponse => ({
  id,
  imageUrl: `/uploads/${id}.png`,
  title: `Slide ${id}`,
  subtitle: null,
  linkUrl: null,
  locale,
  orderIndex: id,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('slidesForLanguage', () => {
  it('keeps only the slides made for the language when there are any', () => {
    const images = [slide(1, 'en'), slide(2, 'es'), slide(3, 'en')];
    expect(slidesForLanguage(images, 'en').map((image) => image.id)).toEqual([1, 3]);
    expect(slidesForLanguage(images, 'es').map((image) => image.id)).toEqual([2]);
  });

  it('shows every slide when none is in the language', () => {
    const images = [slide(1, 'es'), slide(2, 'es')];
    expect(slidesForLanguage(images, 'en')).toEqual(images);
  });
});
